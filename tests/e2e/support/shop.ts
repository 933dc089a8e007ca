import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../../../messages/en.json';
import tr from '../../../messages/tr.json';

export const messages = { tr, en };
export type Lang = keyof typeof messages;
export const languageId = (lang: Lang) => (lang === 'tr' ? 1 : 2);

/** Calls the shop API the way the browser does, to learn what the page should show. */
export async function api<T>(request: APIRequestContext, name: string, data: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`/api/${name}`, { data: { Checker: true, data } });
  const body = await response.json();
  if (!body.succeeded) throw new Error(`${name}: ${body.message}`);
  return body.data as T;
}

/** The welcome popup shows once a day; most tests start as a visitor who has already seen it. */
export async function popupAlreadySeen(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'popup', value: '1', url: baseURL }]);
}

/** An ICU message of the catalogue with its values filled in, as the page shows it. */
export const format = (message: string, lang: Lang, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, lang).format(values));
