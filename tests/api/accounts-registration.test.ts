/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { activationCodes, mailOutbox, users } from '@/lib/server/db/schema';
import type { Database } from '@/lib/server/db/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { codeInLink, lastMailTo, mailedCode, registration } from '../support/accounts';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ seed: false });
});

describe('register', () => {
  it('creates an inactive member, stores only the hash of the code and queues the mail in the member language', async () => {
    const { status, body, headers } = await post('register', registration('new@example.com'));
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: en.notices.activation_mail_sent, data: null });
    expect(headers.getSetCookie()).toEqual([]);
    const [user] = await shop.db.select().from(users).where(eq(users.email, 'new@example.com'));
    expect(user).toMatchObject({ nameSurname: 'Deniz Kaya', phone: '+905321234567', languageId: 2, isActive: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await lastMailTo('new@example.com');
    expect(mail).toMatchObject({ subject: en.mails.activation.subject, languageId: 2, sentAt: null, attempts: 0 });
    const code = codeInLink(mail!.text, 'activation');
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(mail!.text).toContain(`http://localhost:3000/en/aktivasyon/${code}`);
    expect(mail!.html).toContain(`href="http://localhost:3000/en/aktivasyon/${code}"`);
    const [stored] = await shop.db.select().from(activationCodes).where(eq(activationCodes.userId, user.id));
    expect(stored.code).not.toContain(code);
    expect(stored.code).toMatch(/^[0-9a-f]{64}$/);
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
  });

  it('writes a Turkish member Turkish mail and answers in Turkish', async () => {
    const { body } = await post('register', registration('yeni@example.com', { LanguageId: 1 }));
    expect(body.message).toBe(tr.notices.activation_mail_sent);
    const mail = await lastMailTo('yeni@example.com');
    expect(mail).toMatchObject({ subject: tr.mails.activation.subject, languageId: 1 });
    expect(mail!.text).toContain('http://localhost:3000/tr/aktivasyon/');
    expect(mail!.text).toContain('Merhaba Deniz Kaya,');
  });

  it('answers a known address exactly as a new one, creates nothing, and mails its owner instead, in the owner’s language', async () => {
    await post('register', registration('known@example.com', { LanguageId: 1 }));
    await post('get-activation-data', { Guid: await mailedCode('known@example.com', 'activation') });
    const fresh = await post('register', registration('unknown@example.com'));
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const again = await post('register', registration('KNOWN@Example.com', { LanguageId, Name: 'Someone Else' }));
      expect([again.status, again.body]).toEqual([200, { succeeded: true, message: messages.notices.activation_mail_sent, data: null }]);
      expect(again.headers.getSetCookie()).toEqual([]);
    }
    expect([fresh.status, fresh.body.message]).toEqual([200, en.notices.activation_mail_sent]);
    expect(await shop.db.$count(users, sql`lower(email) = 'known@example.com'`)).toBe(1);
    const [owner] = await shop.db.select().from(users).where(eq(users.email, 'known@example.com'));
    expect(owner).toMatchObject({ nameSurname: 'Deniz Kaya', isActive: true });
    const mail = await lastMailTo('known@example.com');
    expect(mail).toMatchObject({ subject: tr.mails.signUpAgain.subject, languageId: 1 });
    expect(mail!.text).toContain('Merhaba Deniz Kaya,');
    expect(mail!.text).toContain('http://localhost:3000/tr/siparisodeme');
    expect(mail!.text).not.toMatch(/aktivasyon|sifremiunuttum/);
  });

  it('sends a known address still waiting for activation a new activation link, with the same answer', async () => {
    await post('register', registration('still-waiting@example.com'));
    const first = await mailedCode('still-waiting@example.com', 'activation');
    const again = await post('register', registration('still-waiting@example.com'));
    expect([again.status, again.body.message]).toEqual([200, en.notices.activation_mail_sent]);
    const second = await mailedCode('still-waiting@example.com', 'activation');
    expect(second).not.toBe(first);
    expect((await post('get-activation-data', { Guid: second })).status).toBe(200);
  });

  it('refuses bad input field by field with 400, in both languages', async () => {
    const bad = registration('not-an-email', { Password: 'short', RePassword: 'other', TermsAccepted: false, Phone: '12' });
    const english = await post('register', bad);
    expect(english.status).toBe(400);
    expect(english.body.code).toBe('validation_failed');
    expect(Object.keys(english.body.errors).sort()).toEqual(['Email', 'Password', 'Phone', 'RePassword', 'TermsAccepted']);
    const turkish = await post('register', { ...bad, LanguageId: 1 });
    expect(Object.values(turkish.body.errors)).toContain(turkish.body.message);
    expect(turkish.body.errors.Email).not.toBe(english.body.errors.Email);
  });
});

describe('get-activation-data', () => {
  it('activates once; the second use is 410 activation_code_used', async () => {
    await post('register', registration('activate@example.com'));
    const code = await mailedCode('activate@example.com', 'activation');
    const first = await post('get-activation-data', { LanguageId: 2, Guid: code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ succeeded: true, message: en.notices.account_activated, data: null });
    const [user] = await shop.db.select().from(users).where(eq(users.email, 'activate@example.com'));
    expect(user.isActive).toBe(true);
    expect(user.activatedAt).toBeInstanceOf(Date);

    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const again = await post('get-activation-data', { LanguageId, Guid: code });
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ code: 'activation_code_used', message: messages.errors.activation_code_used });
    }
  });

  it('answers 404 for an unknown code and 410 activation_code_expired past 48 hours', async () => {
    const unknown = await post('get-activation-data', { LanguageId: 1, Guid: 'no-such-code' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'activation_code_not_found', message: tr.errors.activation_code_not_found });

    await post('register', registration('late@example.com'));
    const code = await mailedCode('late@example.com', 'activation');
    await shop.db.execute(sql`update activation_codes set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = 'late@example.com')`);
    const expired = await post('get-activation-data', { LanguageId: 2, Guid: code });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'activation_code_expired', message: en.errors.activation_code_expired });
    const [user] = await shop.db.select().from(users).where(eq(users.email, 'late@example.com'));
    expect(user.isActive).toBe(false);
  });

  it('lets exactly one of two concurrent uses of a code win', async () => {
    await post('register', registration('race@example.com'));
    const code = await mailedCode('race@example.com', 'activation');
    const answers = await Promise.all([post('get-activation-data', { Guid: code }), post('get-activation-data', { Guid: code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
  });

  it('refuses an empty code with 400', async () => {
    expect((await post('get-activation-data', { Guid: '' })).status).toBe(400);
  });
});

describe('resend-activation', () => {
  it('sends a fresh code to an account still waiting; the older code stays good until it expires', async () => {
    await post('register', registration('waiting@example.com'));
    const before = await shop.db.$count(mailOutbox, eq(mailOutbox.to, 'waiting@example.com'));
    const { status, body } = await post('resend-activation', { LanguageId: 1, Email: 'Waiting@example.com' });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: tr.notices.activation_mail_resent, data: null });
    expect(await shop.db.$count(mailOutbox, eq(mailOutbox.to, 'waiting@example.com'))).toBe(before + 1);
    const fresh = await mailedCode('waiting@example.com', 'activation');
    expect((await post('get-activation-data', { Guid: fresh })).status).toBe(200);
  });

  it('answers the same for an unknown or an already active address, and sends nothing', async () => {
    const mails = await shop.db.$count(mailOutbox);
    for (const Email of ['nobody@example.com', 'activate@example.com']) {
      const { status, body } = await post('resend-activation', { LanguageId: 2, Email });
      expect(status).toBe(200);
      expect(body).toEqual({ succeeded: true, message: en.notices.activation_mail_resent, data: null });
    }
    expect(await shop.db.$count(mailOutbox)).toBe(mails);
  });

  it('refuses a malformed address with 400', async () => {
    expect((await post('resend-activation', { Email: 'x' })).status).toBe(400);
  });
});

describe('without MAIL_URL', () => {
  it('writes the activation link to the server log, so a newcomer can activate locally', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    let logged: unknown[];
    try {
      await post('register', registration('local@example.com'));
      logged = info.mock.calls.map(([line]) => line);
    } finally {
      info.mockRestore();
    }
    const code = await mailedCode('local@example.com', 'activation');
    expect(logged).toContain(`[mail] activation link for local@example.com: http://localhost:3000/en/aktivasyon/${code}`);
  });
});
