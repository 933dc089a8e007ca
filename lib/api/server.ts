import 'server-only';
import { unstable_cache } from 'next/cache';
import { localeOfLanguageId } from '@/lib/shop/locale';
import { execute, type Envelope } from '@/lib/server/api/execute';
import { registry, type EndpointName, type InputOf, type OutputOf } from '@/lib/server/api/registry';

const remote = () => process.env.SHOP_API_URL?.replace(/\/$/, '');

/** Like the pages (app/[lang]/layout.tsx): fresh at least hourly even without a revalidating write. */
const CACHE_SECONDS = 3600;

class Uncacheable extends Error {
  constructor(readonly envelope: Envelope) {
    super('unexpected');
  }
}

/**
 * Server components call the API here: the same registry entry runs in-process (same schema, same
 * handler), so pages and browsers see one contract. Public catalogue reads are cached under their
 * tags; with SHOP_API_URL set the call goes over HTTP to that host instead.
 */
export async function serverCall<N extends EndpointName>(name: N, data: InputOf<N>): Promise<Envelope<OutputOf<N>>> {
  const tags = [...(registry[name].cacheTags ?? [])];
  const locale = localeOfLanguageId(Number((data as { LanguageId?: number }).LanguageId ?? 1));
  const url = remote();
  if (url) {
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ Checker: true, data }),
      ...(tags.length ? { cache: 'force-cache' as const, next: { tags } } : { cache: 'no-store' as const }),
    });
    return response.json();
  }
  const run = async () => {
    const outcome = await execute(name, data, { locale, user: null });
    // A failure of the server itself must not be remembered as the answer.
    if (outcome.status >= 500) throw new Uncacheable(outcome.envelope);
    return outcome.envelope as Envelope<OutputOf<N>>;
  };
  try {
    return tags.length ? await unstable_cache(run, ['api', name, JSON.stringify(data)], { tags, revalidate: CACHE_SECONDS })() : await run();
  } catch (error) {
    if (error instanceof Uncacheable) return error.envelope as Envelope<OutputOf<N>>;
    throw error;
  }
}
