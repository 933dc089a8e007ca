import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_OWNER } from '../../../db/seed/operators';
import { popupAlreadySeen, type Lang } from './shop';

/**
 * Operators for the back-office specs, signed in through the API as a person would: the demo owner
 * (password, then the authenticator's code; the first sign-in's new password set once per run),
 * and staff the owner invites, who set their password through the one-time link.
 */
export const OWNER_E2E_PASSWORD = 'e2e-owner-password-after-first-sign-in';
export const STAFF_PASSWORD = 'e2e-staff-password-1234';

/** A client address per call: the wrong-password limit counts people, not a suite of tests. */
const fromSomewhere = () => ({ 'x-forwarded-for': `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` });

async function call(request: APIRequestContext, name: string, data: Record<string, unknown>) {
  const response = await request.post(`/api/${name}`, { headers: fromSomewhere(), data: { Checker: true, data } });
  return { status: response.status(), body: await response.json() };
}

/** The authenticator's code now, or of the next 30-second step (a code is accepted once, and one step of drift is allowed). */
const codeAt = (stepsAhead: number) => generate({ secret: DEMO_OWNER.totpSecret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Where a run keeps the demo owner's session. The authenticator accepts each code once, so back-office
 * files that each signed the owner in within one 30-second step ran out of codes (CI, stop 36): the
 * run signs the owner in once and every later file works in that session.
 */
export const ownerStateFile = (baseURL: string) => path.join(os.tmpdir(), `vitrin-e2e-owner-${new URL(baseURL).port || 'default'}.json`);

/** A request context with the demo owner signed in: the run's session, or a new sign-in where there is none yet (or it is an earlier run's). */
export async function ownerRequest(baseURL: string): Promise<APIRequestContext> {
  const file = ownerStateFile(baseURL);
  if (fs.existsSync(file)) {
    const kept = await playwrightRequest.newContext({ baseURL, storageState: file });
    if ((await call(kept, 'operator-me', {})).status === 200) return kept;
    await kept.dispose();
  }
  const owner = await playwrightRequest.newContext({ baseURL });
  await signInOwner(owner);
  await owner.storageState({ path: file });
  return owner;
}

/**
 * Signs the demo owner in on `request` (its cookie jar keeps the session). The first sign-in of a
 * run sets the owner's own password; a later one (another spec) uses it. A code already spent by
 * an earlier sign-in in the same 30 seconds is refused, so the next step's code is tried then.
 */
async function signInOwner(request: APIRequestContext) {
  const first = await call(request, 'operator-login', { Email: DEMO_OWNER.email, Password: DEMO_OWNER.password, Code: await codeAt(0) });
  if (first.status === 200) {
    const changed = await call(request, 'operator-change-password', { OldPassword: DEMO_OWNER.password, Password: OWNER_E2E_PASSWORD, RePassword: OWNER_E2E_PASSWORD });
    expect(changed.status, changed.body.message).toBe(200);
    return;
  }
  for (const step of [0, 1]) {
    const again = await call(request, 'operator-login', { Email: DEMO_OWNER.email, Password: OWNER_E2E_PASSWORD, Code: await codeAt(step) });
    if (again.status === 200) return;
  }
  throw new Error('The demo owner could not sign in');
}

/** A staff member (or an editor) invited by the signed-in owner, with the password set through the one-time link. */
export async function invitedStaff(owner: APIRequestContext, role: 'staff' | 'editor' = 'staff') {
  const email = `${role}-${randomUUID()}@vitrin.example`;
  const invited = await call(owner, 'operator-invite', { Email: email, Name: `E2E ${role}`, Role: role });
  expect(invited.status, invited.body.message).toBe(200);
  const code = decodeURIComponent(new URL(invited.body.data.Link).pathname.split('/').pop()!);
  const set = await call(owner, 'operator-set-password', { Code: code, Password: STAFF_PASSWORD, RePassword: STAFF_PASSWORD });
  expect(set.status, set.body.message).toBe(200);
  return { email, password: STAFF_PASSWORD };
}

/** Signs an operator in on `request` (a browser context's request shares its cookies with its pages). */
export async function signInOperator(request: APIRequestContext, operator: { email: string; password: string }) {
  const signedIn = await call(request, 'operator-login', { Email: operator.email, Password: operator.password });
  expect(signedIn.status, signedIn.body.message).toBe(200);
}

/** A back-office call of the operator signed in on `request`, answered 200. */
export async function operatorCall<T>(request: APIRequestContext, name: string, data: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await call(request, name, data);
  expect(status, `${name}: ${body.message}`).toBe(200);
  return body.data as T;
}

/** An editor the demo owner invites for a spec's tests (its beforeAll). */
export async function invitedEditor(baseURL: string) {
  const owner = await ownerRequest(baseURL);
  const editor = await invitedStaff(owner, 'editor');
  await owner.dispose();
  return editor;
}

/** A page of a browser context of its own, in `lang`'s locale, with `operator` signed in and the shop's popup already seen. */
export async function operatorPage(browser: Browser, baseURL: string, lang: Lang, operator: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: lang === 'tr' ? 'tr-TR' : 'en-GB' });
  await popupAlreadySeen(context, baseURL);
  await signInOperator(context.request, operator);
  return context.newPage();
}
