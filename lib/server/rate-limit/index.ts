export { consume, rateLimitKey, wouldAllow } from './limiter';
export { rateLimitStore, rateLimitStoreKind } from './store';
export type { RateLimit, RateLimitDecision, RateLimitStore } from './types';
