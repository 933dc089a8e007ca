import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { routes } from '@/lib/shop/routes';
import { post } from './shop';

export const PASSWORD = 'Gizli-Parola1';

/** The sign-up a form sends, with every box ticked. */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  LanguageId: 2,
  Name: 'Deniz Kaya',
  Email: email,
  Phone: '(532) 123 45 67',
  Password: PASSWORD,
  RePassword: PASSWORD,
  TermsAccepted: true,
  KvkkAccepted: true,
  ...overrides,
});

/** The newest mail queued for an address, as the outbox holds it. */
export async function lastMailTo(email: string) {
  const [mail] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail ?? null;
}

/** The code of a mailed link: the only place the raw code exists (the database holds its hash). */
export function codeInLink(text: string, kind: 'activation' | 'passwordReset'): string {
  const prefix = routes[kind]('');
  const match = text.match(new RegExp(`https?://[^\\s]*${prefix}([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return match[1];
}

export async function mailedCode(email: string, kind: 'activation' | 'passwordReset') {
  const mail = await lastMailTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeInLink(mail.text, kind);
}

/** Registers and activates through the API: a member who can log in. */
export async function activeMember(email: string, overrides: Record<string, unknown> = {}) {
  const registered = await post('register', registration(email, overrides));
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const activated = await post('get-activation-data', { Guid: await mailedCode(email, 'activation') });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  return { email, password: (overrides.Password as string | undefined) ?? PASSWORD };
}

/** The session cookie a response set, as the browser would send it back. */
export function sessionCookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((line) => line.startsWith('vitrin_session='));
  if (!set) throw new Error('no session cookie was set');
  return set.split(';')[0];
}

export async function logInAs(email: string, password = PASSWORD, extra: Record<string, unknown> = {}) {
  const response = await post('login', { Email: email, Password: password, ...extra });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${response.body.code}`);
  return { ...response, cookie: sessionCookieOf(response.headers) };
}
