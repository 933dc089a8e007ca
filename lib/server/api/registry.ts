import type { InferType } from 'yup';
import { cartEntries } from './entries/cart';
import { homeEntries } from './entries/home';
import { layoutEntries } from './entries/layout';
import { visitorEntries } from './entries/visitors';
import type { Endpoint, Reply } from './endpoint';

/** Every call of the shop API. Adding a call is adding one entry to one of these groups. */
export const registry = {
  ...visitorEntries,
  ...layoutEntries,
  ...homeEntries,
  ...cartEntries,
};

export type Registry = typeof registry;
export type EndpointName = keyof Registry;

type Unwrap<T> = T extends Reply<infer D> ? D : T;
export type InputOf<N extends EndpointName> = Registry[N] extends Endpoint<infer S, unknown> ? Partial<InferType<S>> : never;
export type OutputOf<N extends EndpointName> = Unwrap<Awaited<ReturnType<Registry[N]['handler']>>>;
