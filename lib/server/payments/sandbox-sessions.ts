import 'server-only';
import type { Locale } from '@/lib/shop/locale';
import { redisPrefix, sharedRedis } from '../shared/redis';

export interface SandboxSession {
  fields: Record<string, string>;
  locale: Locale;
  maskedCard: string;
  /** Why the card would be declined even if approved on the page; null for a test card. */
  declineReason: string | null;
  expiresAt: number;
}

const MAX_SESSIONS = 1000;

/** Where the 3-D Secure page's sessions wait for the shopper's decision; a session is taken once. */
interface SessionStore {
  put(id: string, session: SandboxSession, now: number): Promise<void>;
  take(id: string): Promise<SandboxSession | null>;
}

/** One process: a bounded map, expired sessions dropped as new ones come. */
class MemorySessions implements SessionStore {
  private sessions = new Map<string, SandboxSession>();

  async put(id: string, session: SandboxSession, now: number) {
    for (const [each, kept] of this.sessions) if (kept.expiresAt <= now) this.sessions.delete(each);
    while (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(id, session);
  }

  async take(id: string) {
    const session = this.sessions.get(id) ?? null;
    this.sessions.delete(id);
    return session;
  }
}

/**
 * Several workers or instances (REDIS_URL): the page is shown by one and the decision may reach
 * another, so sessions live in Redis, expiring by themselves; GETDEL takes one exactly once.
 */
class RedisSessions implements SessionStore {
  private key = (id: string) => `${redisPrefix()}paytr-sandbox:${id}`;

  async put(id: string, session: SandboxSession, now: number) {
    await (await sharedRedis()!).set(this.key(id), JSON.stringify(session), 'PX', Math.max(1, session.expiresAt - now));
  }

  async take(id: string) {
    const text = await (await sharedRedis()!).getdel(this.key(id));
    return text ? (JSON.parse(text) as SandboxSession) : null;
  }
}

type Holder = { store?: SessionStore };
const holder = ((globalThis as { __vitrinPaytrSandbox?: Holder }).__vitrinPaytrSandbox ??= {});

export const sandboxSessions = (): SessionStore => (holder.store ??= sharedRedis() ? new RedisSessions() : new MemorySessions());
