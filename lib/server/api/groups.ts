import type { Endpoint } from './endpoint';

type Group = Record<string, Endpoint>;
type Merge<G extends readonly Group[]> = G extends readonly [infer First, ...infer Rest extends Group[]] ? First & Merge<Rest> : unknown;

/**
 * Joins the entry groups into the registry. A name defined in two groups would silently replace
 * one call with another, so it stops the server at start (and the registry test) instead.
 */
export function mergeGroups<G extends readonly Group[]>(...groups: G): Merge<G> {
  const registry: Group = {};
  for (const group of groups) {
    for (const [name, entry] of Object.entries(group)) {
      if (Object.hasOwn(registry, name)) throw new Error(`The API endpoint "${name}" is defined twice.`);
      registry[name] = entry;
    }
  }
  return registry as Merge<G>;
}
