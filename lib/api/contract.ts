/** The API's types for browser code: type-only, so no server code reaches the bundle. */
export type { EndpointName, InputOf, OutputOf } from '@/lib/server/api/registry';
export type { Envelope } from '@/lib/shop/envelope';
