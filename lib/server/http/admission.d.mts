import type { IncomingMessage, ServerResponse } from 'node:http';

export interface AdmissionOptions {
  limit: number;
  queued: number;
  waitMs: number;
  refuse: (req: IncomingMessage, res: ServerResponse) => void;
}

export class Admission {
  constructor(options: AdmissionOptions);
  readonly state: { running: number; waiting: number; refused: number };
  admit(req: IncomingMessage, res: ServerResponse, work: (req: IncomingMessage, res: ServerResponse) => unknown): void;
}

export function mayRender(url: string | undefined): boolean;
