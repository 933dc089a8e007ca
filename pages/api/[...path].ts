import type { NextApiRequest, NextApiResponse } from 'next';
import { answerApiCall } from '@/lib/server/api/node-route';

// The dispatcher reads the body itself (its limit, its 413) and always answers.
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

/** Every /api path reaches the one dispatcher, so an unknown or nested path is a JSON 404, never a page. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return answerApiCall(req, res, [req.query.path ?? []].flat().join('/'));
}
