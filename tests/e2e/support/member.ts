import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '../../../lib/shop/routes';
import { STORAGE_KEYS } from '../../../lib/shop/storage';
import { linkMailedTo } from './mail';
import { api, languageId, messages, type Lang } from './shop';

export interface TestMember {
  email: string;
  password: string;
  name: string;
  locale: Lang;
  /**
   * The client address this member's API calls claim (the e2e server trusts X-Forwarded-For as a
   * proxy would), so the per-address sign-up and login limits meet people, not a suite of tests.
   */
  address: string;
}

const viaAddress = (address: string) => ({ 'x-forwarded-for': address });

/** A new, activated member: signed up through /api/register, activated through the mailed link. */
export async function createMember(request: APIRequestContext, locale: Lang): Promise<TestMember> {
  const member: TestMember = {
    email: `member-${randomUUID()}@example.com`,
    password: `Parola-${randomInt(100_000, 999_999)}`,
    name: locale === 'tr' ? 'Deniz Kaya' : 'Alex Morgan',
    locale,
    address: `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`,
  };
  const registered = await request.post('/api/register', {
    headers: viaAddress(member.address),
    data: {
      Checker: true,
      data: {
        LanguageId: languageId(locale),
        Name: member.name,
        Email: member.email,
        Phone: '(532) 123 45 67',
        Password: member.password,
        RePassword: member.password,
        TermsAccepted: true,
        KvkkAccepted: true,
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const link = await linkMailedTo(member.email, routes.activation(''));
  const code = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  await api(request, 'get-activation-data', { LanguageId: languageId(locale), Guid: code });
  return member;
}

/**
 * Signs the member in as the login modal does: /api/login from the page's own context (page.request
 * shares the browser's cookies, so the httpOnly session cookie lands there), then the member hint
 * in localStorage, then the reload that follows a login (spec 01 §4). Opens the member's home page
 * first when the page is on no page of the shop yet.
 */
export async function signIn(page: Page, member: TestMember) {
  if (!page.url().startsWith('http')) await page.goto(`/${member.locale}`);
  const response = await page.request.post('/api/login', {
    headers: viaAddress(member.address),
    data: { Checker: true, data: { LanguageId: languageId(member.locale), Email: member.email, Password: member.password } },
  });
  const body = await response.json();
  expect(response.status(), body.message).toBe(200);
  await page.evaluate(
    ([keys, user]) => {
      window.localStorage.setItem(keys.currentUser, JSON.stringify(user));
      window.localStorage.setItem(keys.isLogin, 'true');
    },
    [STORAGE_KEYS, body.data.User] as const,
  );
  await page.reload();
  return body.data.User as { UserId: number; NameSurname: string; Email: string; Phone: string };
}

/** A call of the signed-in member, from the page's own context (its session cookie) and the member's own client address. */
export async function memberCall<T>(page: Page, member: TestMember, name: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/api/${name}`, {
    headers: viaAddress(member.address),
    data: { Checker: true, data: { LanguageId: languageId(member.locale), ...data } },
  });
  const body = await response.json();
  expect(response.status(), `${name}: ${body.message}`).toBe(200);
  return body.data as T;
}

/** The header's account icon after hydration: the sign-in link of a visitor. */
export const signInIcon = (page: Page, lang: Lang) => page.getByRole('banner').getByRole('link', { name: messages[lang].header.signIn });

export async function openLoginModal(page: Page, lang: Lang) {
  const icon = signInIcon(page, lang);
  // Before hydration the icon is a plain link to the sign-in page; it announces the dialog once it opens one.
  await expect(icon).toHaveAttribute('aria-haspopup', 'dialog');
  await icon.click();
  const dialog = page.getByRole('dialog', { name: messages[lang].auth.loginTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}
