/** At most `limit` hits per `windowSeconds` for one subject of one bucket. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until a hit would be allowed again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Hits still allowed right now after this one. */
  remaining: number;
}

/** One hit on `key` in the fixed window that starts at `windowStart` (epoch ms). */
export interface WindowHit {
  key: string;
  windowStart: number;
  windowMs: number;
  now: number;
}

/** Hits counted in the hit's window (this one included) and in the window before it. */
export interface WindowCounts {
  current: number;
  previous: number;
}

/** Where the counters live; `hit` counts atomically, so several processes may share one store. */
export interface RateLimitStore {
  hit(hit: WindowHit): Promise<WindowCounts>;
  /** The counts `hit` would build on, without counting: for limits that count only some outcomes. */
  peek(hit: WindowHit): Promise<WindowCounts>;
}
