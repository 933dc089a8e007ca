/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, passwordResetCodes, sessions, users } from '@/lib/server/db/schema';
import type { Database } from '@/lib/server/db/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { activeMember, lastMailTo, logInAs, mailedCode } from '../support/accounts';
import { freshShop, post } from '../support/shop';

let shop: Database;
let userId: number;
const EMAIL = 'forgetful@example.com';
const NEW = 'Taze-Parola-42';

beforeAll(async () => {
  shop = await freshShop({ seed: false });
  await activeMember(EMAIL, { LanguageId: 1 });
  [{ id: userId }] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
});

const ask = async (LanguageId = 2) => {
  const answer = await post('send-forgot-password-mail', { LanguageId, Email: EMAIL.toUpperCase() });
  return { answer, code: await mailedCode(EMAIL, 'passwordReset') };
};

describe('send-forgot-password-mail', () => {
  it('mails a one-hour link in the member language, answering in the caller language', async () => {
    const { answer, code } = await ask(2);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ succeeded: true, message: en.notices.password_reset_mail_sent, data: null });
    const mail = await lastMailTo(EMAIL);
    expect(mail).toMatchObject({ subject: tr.mails.passwordReset.subject, languageId: 1 });
    expect(mail!.text).toContain(`http://localhost:3000/tr/sifremiunuttum/${code}`);
    const [row] = await shop.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(60);
  });

  it('answers an unknown address the same and mails nothing', async () => {
    const mails = await shop.db.$count(mailOutbox);
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const { status, body } = await post('send-forgot-password-mail', { LanguageId, Email: 'stranger@example.com' });
      expect(status).toBe(200);
      expect(body).toEqual({ succeeded: true, message: messages.notices.password_reset_mail_sent, data: null });
    }
    expect(await shop.db.$count(mailOutbox)).toBe(mails);
  });
});

describe('get-forgot-password-data', () => {
  it('answers the code and its member while the link serves', async () => {
    const { code } = await ask();
    const { status, body } = await post('get-forgot-password-data', { LanguageId: 1, Guid: code });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: '', data: { Code: code, UserId: userId } });
  });

  it('answers 404 for an unknown code and 410 for an expired one, in both languages', async () => {
    const { code } = await ask();
    await shop.db.execute(sql`update password_reset_codes set expires_at = now() - interval '1 second'`);
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const unknown = await post('get-forgot-password-data', { LanguageId, Guid: 'unknown-code' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'password_request_not_found', message: messages.errors.password_request_not_found });
      const expired = await post('get-forgot-password-data', { LanguageId, Guid: code });
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'password_request_expired', message: messages.errors.password_request_expired });
    }
    const setting = await post('forgot-set-newpass', { UserId: userId, Code: code, Password: NEW, RePassword: NEW });
    expect(setting.status).toBe(410);
  });
});

describe('forgot-set-newpass', () => {
  it('refuses a code with somebody else UserId as not found, and mismatched passwords with 400', async () => {
    const { code } = await ask();
    const foreign = await post('forgot-set-newpass', { LanguageId: 2, UserId: userId + 100, Code: code, Password: NEW, RePassword: NEW });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('password_request_not_found');
    const mismatch = await post('forgot-set-newpass', { LanguageId: 2, UserId: userId, Code: code, Password: NEW, RePassword: 'Baska-Parola-1' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ RePassword: en.validation.passwordsMatch });
  });

  it('sets the new password, uses the code up and ends every session of the member', async () => {
    const signedIn = await logInAs(EMAIL);
    const { code } = await ask();
    const { status, body } = await post('forgot-set-newpass', { LanguageId: 1, UserId: userId, Code: code, Password: NEW, RePassword: NEW });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: tr.notices.password_changed, data: null });
    expect(await shop.db.$count(sessions, eq(sessions.userId, userId))).toBe(0);
    expect((await post('reload-user', {}, { headers: { cookie: signedIn.cookie } })).status).toBe(401);
    expect((await post('login', { Email: EMAIL, Password: NEW })).status).toBe(200);

    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const again = await post('forgot-set-newpass', { LanguageId, UserId: userId, Code: code, Password: 'Ucuncu-Parola-3', RePassword: 'Ucuncu-Parola-3' });
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ code: 'password_request_used', message: messages.errors.password_request_used });
      expect((await post('get-forgot-password-data', { LanguageId, Guid: code })).body.code).toBe('password_request_used');
    }
  });
});
