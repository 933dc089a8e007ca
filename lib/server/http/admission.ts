/**
 * Admission control for work that costs heap per request (page renders): at most `limit` run at
 * once, at most `queued` more wait in arrival order for at most `waitMs`, and anything past that is
 * refused at once (a crawler told to come back is better served than one kept waiting a minute).
 * Without it a burst of uncached pages starts every render together; their response streams and
 * render trees filled a 256 MB heap and killed the server (docs/adr/0042-bounded-memory.md).
 * A slot is held until the answer is finished or its connection closed; a waiting request whose
 * client went away leaves the queue without running.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

interface AdmissionOptions {
  limit: number;
  queued: number;
  waitMs: number;
  refuse: (req: IncomingMessage, res: ServerResponse) => void;
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  work: Handler;
  timer?: NodeJS.Timeout;
}

export class Admission {
  private readonly limit: number;
  private readonly queued: number;
  private readonly waitMs: number;
  private readonly refuse: AdmissionOptions['refuse'];
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private refused = 0;

  constructor({ limit, queued, waitMs, refuse }: AdmissionOptions) {
    if (!(limit >= 1) || !(queued >= 0)) throw new Error(`Admission needs limit ≥ 1 and queued ≥ 0 (got ${limit}, ${queued})`);
    this.limit = limit;
    this.queued = queued;
    this.waitMs = waitMs;
    this.refuse = refuse;
  }

  get state() {
    return { running: this.running, waiting: this.waiting.length, refused: this.refused };
  }

  /** Runs `work` now, later in turn, or not at all (then `refuse` answered). */
  admit(req: IncomingMessage, res: ServerResponse, work: Handler): void {
    if (this.running < this.limit) return this.start(req, res, work);
    if (this.waiting.length >= this.queued) {
      this.refused += 1;
      return this.refuse(req, res);
    }
    const entry: Waiting = { req, res, work };
    this.waiting.push(entry);
    const leave = () => {
      const at = this.waiting.indexOf(entry);
      if (at >= 0) this.waiting.splice(at, 1);
      return at >= 0;
    };
    entry.timer = setTimeout(() => {
      if (!leave()) return;
      this.refused += 1;
      this.refuse(req, res);
    }, this.waitMs);
    res.once('close', () => {
      clearTimeout(entry.timer);
      leave();
    });
  }

  private start(req: IncomingMessage, res: ServerResponse, work: Handler): void {
    this.running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const next = this.waiting.shift();
      if (!next) return;
      clearTimeout(next.timer);
      this.start(next.req, next.res, next.work);
    };
    res.once('close', release);
    // Next answers its own failures; anything that still escapes frees the slot and ends the answer
    // here, because a queued start has no caller to hand the error to.
    const fail = (error: unknown) => {
      release();
      console.error('[vitrin] a request failed outside the app:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    };
    try {
      Promise.resolve(work(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  }
}

/**
 * Requests Next answers without rendering a page: built files, pictures, the media store and the
 * API (whose calls are bounded by the rate limits instead). Every other path may render.
 */
const WITHOUT_RENDER = /^\/(?:api\/|_next\/|media\/|brand\/|(?:favicon\.ico|icon\.svg|apple-icon\.png|manifest\.webmanifest|robots\.txt)(?:[?#]|$))/;

export const mayRender = (url: string | undefined) => !WITHOUT_RENDER.test(url ?? '/');
