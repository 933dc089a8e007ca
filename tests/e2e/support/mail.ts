import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailCatcherAddress } from './mail-catcher-address';

/** A message the run's mail catcher received (tests/e2e/support/mail-catcher.mjs). */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function newestTo(address: string, matching: (mail: CaughtMail) => boolean): CaughtMail | null {
  const { dir } = mailCatcherAddress();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort().reverse() : [];
  for (const name of files) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CaughtMail;
    if (mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && matching(mail)) return mail;
  }
  return null;
}

/** The newest mail to an address (optionally the newest that matches), waiting until it arrives. */
export async function latestMailTo(address: string, matching: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail> {
  let found: CaughtMail | null = null;
  await expect
    .poll(() => {
      found = newestTo(address, matching);
      return found !== null;
    }, { message: `a mail to ${address}`, timeout: 20_000 })
    .toBe(true);
  return found!;
}

const linkTo = (mail: CaughtMail, routePrefix: string) =>
  [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1].replace(/&amp;/g, '&'))
    .find((href) => /^\/[a-z]{2}(\/|$)/.test(new URL(href).pathname) && new URL(href).pathname.replace(/^\/[a-z]{2}/, '').startsWith(routePrefix));

/** The link of a mail whose path (after the language prefix) starts with a route, e.g. `routes.activation('')`. */
export function linkIn(mail: CaughtMail, routePrefix: string): string {
  const link = linkTo(mail, routePrefix);
  if (!link) throw new Error(`no ${routePrefix} link in "${mail.subject}"`);
  return link;
}

/**
 * The link to a route in the newest mail to `address` that has one, waiting until it arrives. The
 * newest mail of all may be another one: a new member's activation can still be the newest when
 * the password-reset mail is on its way.
 */
export async function linkMailedTo(address: string, routePrefix: string): Promise<string> {
  return linkIn(await latestMailTo(address, (mail) => linkTo(mail, routePrefix) !== undefined), routePrefix);
}
