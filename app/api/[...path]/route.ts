import type { NextRequest } from 'next/server';
import { dispatch, options } from '@/lib/server/api/dispatch';

type Params = { params: Promise<{ path: string[] }> };

/** Every /api path reaches the one dispatcher, so an unknown or nested path is a JSON 404, never a page. */
const handle = async (request: NextRequest, { params }: Params) => dispatch(request, (await params).path.join('/'));

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = options;
