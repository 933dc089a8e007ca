import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { languageIdOf, localizedPath, type Locale } from '@/lib/shop/locale';
import { roleAllows, type OperatorRole } from '@/lib/shop/operators/roles';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { execute } from './api/execute';
import type { EndpointName, InputOf, OutputOf } from './api/registry';
import { OPERATOR_COOKIE } from './auth/operator-session';
import { SESSION_COOKIE } from './auth/session';
import { openPage, type LangPageProps } from './page';
import { ReadFailedError } from './read';

/**
 * How a back-office page reads: the same registry entry in-process, as the browser's cookies
 * prove the caller (an operator's, or a shopper's that is refused). Never cached: each read is
 * this operator's, now. No operator is sent to sign in, one with setup left to their account page.
 */
export async function operatorRead<N extends EndpointName>(name: N, data: Omit<InputOf<N>, 'LanguageId'>, locale: Locale): Promise<OutputOf<N>> {
  const jar = await cookies();
  const { envelope } = await execute(name, { LanguageId: languageIdOf(locale), ...data }, {
    locale,
    sessionToken: jar.get(SESSION_COOKIE)?.value,
    operatorToken: jar.get(OPERATOR_COOKIE)?.value,
  });
  if (envelope.succeeded) return envelope.data as OutputOf<N>;
  if (envelope.code === 'login_required' || envelope.code === 'forbidden') redirect(localizedPath(operatorRoutes.signIn(), locale));
  if (envelope.code === 'operator_setup_required') redirect(localizedPath(operatorRoutes.account(), locale));
  if (envelope.code.endsWith('_not_found')) notFound();
  throw new ReadFailedError(name, envelope);
}

export type SignedInOperator = OutputOf<'operator-me'>;

/**
 * The start of every back-office page but sign-in: the operator, or a redirect. `roles` says who
 * may see the page (the owner always); anyone else is told so (`allowed: false`) rather than sent away.
 */
export async function openOperatorPage(locale: Locale, roles: readonly OperatorRole[] = ['staff', 'editor']) {
  const me = await operatorRead('operator-me', {}, locale);
  if (me.PendingSetup) redirect(localizedPath(operatorRoutes.account(), locale));
  return { me, allowed: roleAllows(me.Role, roles) };
}

/** The operator behind this browser, if any: the sign-in page sends a signed-in one on. */
export async function currentOperator(locale: Locale): Promise<SignedInOperator | null> {
  const jar = await cookies();
  const token = jar.get(OPERATOR_COOKIE)?.value;
  if (!token) return null;
  const { envelope } = await execute('operator-me', { LanguageId: languageIdOf(locale) }, { locale, operatorToken: token });
  return envelope.succeeded ? (envelope.data as SignedInOperator) : null;
}

/** Whose one-time set-password link this is, or null when it has expired or been used. */
export async function operatorLinkHolder(code: string, locale: Locale) {
  const { envelope } = await execute('operator-password-link', { LanguageId: languageIdOf(locale), Code: code }, { locale });
  return envelope.succeeded ? (envelope.data as OutputOf<'operator-password-link'>) : null;
}

/** A key of a message namespace whose message is a plain text. */
type TextOf<N extends keyof Messages> = { [K in keyof Messages[N]]: Messages[N][K] extends string ? K : never }[keyof Messages[N]] & string;

/** A back-office page's `generateMetadata`: its title is one text of the operator's messages. */
export function operatorTitle<N extends keyof Messages>(namespace: N, key: TextOf<N>) {
  return async (props: LangPageProps): Promise<Metadata> => {
    const { locale } = await openPage(props);
    const t = (await getTranslations({ locale, namespace })) as unknown as (key: string) => string;
    return { title: t(key) };
  };
}
