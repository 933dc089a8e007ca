/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '@/lib/server/db/schema';
import type { Database } from '@/lib/server/db/client';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { activeMember, logInAs, PASSWORD, registration, sessionCookieOf } from '../support/accounts';
import { freshShop, post } from '../support/shop';

let shop: Database;
let member: { email: string; id: number };
let other: { email: string; id: number };

const idOf = async (email: string) => (await shop.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  shop = await freshShop({ seed: false });
  await activeMember('member@example.com');
  await activeMember('other@example.com');
  member = { email: 'member@example.com', id: await idOf('member@example.com') };
  other = { email: 'other@example.com', id: await idOf('other@example.com') };
});

const expected = (email: string, id: number) => ({ UserId: id, NameSurname: 'Deniz Kaya', Email: email, Phone: '+905321234567' });

describe('login', () => {
  it('answers the member and sets an httpOnly SameSite=Lax session cookie; the token never travels in the body', async () => {
    const { status, body, headers } = await post('login', { LanguageId: 2, Email: 'Member@Example.com', Password: PASSWORD });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: '', data: { User: expected(member.email, member.id) } });
    const [line] = headers.getSetCookie();
    expect(line).toMatch(/^vitrin_session=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=lax/i);
    expect(line).toMatch(/; Max-Age=2592000/);
    const token = line.split(';')[0].split('=')[1];
    expect(JSON.stringify(body)).not.toContain(token);
    const [row] = await shop.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
  });

  it('opens a new session at every login, never reusing one', async () => {
    const first = await logInAs(member.email);
    const second = await logInAs(member.email);
    expect(first.cookie).not.toBe(second.cookie);
    for (const cookie of [first.cookie, second.cookie]) expect((await post('reload-user', {}, { headers: { cookie } })).status).toBe(200);
  });

  it('refuses an unknown email and a wrong password alike with 401 invalid_credentials, in both languages', async () => {
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      for (const attempt of [{ Email: 'nobody@example.com', Password: PASSWORD }, { Email: member.email, Password: 'Wrong-Password1' }]) {
        const { status, body, headers } = await post('login', { LanguageId, ...attempt });
        expect(status).toBe(401);
        expect(body).toEqual({ succeeded: false, code: 'invalid_credentials', message: messages.errors.invalid_credentials, data: null });
        expect(headers.getSetCookie()).toEqual([]);
      }
    }
  });

  it('answers 403 account_not_active to the right password of an account not yet activated, 401 to a wrong one', async () => {
    await post('register', registration('inactive@example.com'));
    const right = await post('login', { LanguageId: 1, Email: 'inactive@example.com', Password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'account_not_active', message: tr.errors.account_not_active });
    expect(right.headers.getSetCookie()).toEqual([]);
    expect((await post('login', { Email: 'inactive@example.com', Password: 'Wrong-Password1' })).status).toBe(401);
  });

  it('refuses an empty form with 400', async () => {
    const { status, body } = await post('login', { LanguageId: 2, Email: '', Password: '' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['Email', 'Password']);
  });
});

describe('reload-user and the session', () => {
  it('answers the signed-in member in either language, 401 without a session, 403 for somebody else', async () => {
    const { cookie } = await logInAs(member.email);
    const mine = await post('reload-user', { LanguageId: 1, UserId: member.id }, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ User: expected(member.email, member.id) });
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const anonymous = await post('reload-user', { LanguageId });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'login_required', message: messages.errors.login_required });
      const foreign = await post('reload-user', { LanguageId, UserId: other.id }, { headers: { cookie } });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatchObject({ code: 'forbidden', message: messages.errors.forbidden });
    }
  });

  it('reads a forged, unknown or expired token as no session', async () => {
    for (const token of ['forged', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x', 'A'.repeat(43)]) {
      expect((await post('reload-user', {}, { headers: { cookie: `vitrin_session=${token}` } })).status).toBe(401);
    }
    const { cookie } = await logInAs(member.email);
    await shop.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${member.id}`);
    expect((await post('reload-user', {}, { headers: { cookie } })).status).toBe(401);
    // The next login sweeps the member's expired rows away.
    await logInAs(member.email);
    expect(await shop.db.$count(sessions, sql`${sessions.userId} = ${member.id} and ${sessions.expiresAt} <= now()`)).toBe(0);
    expect(await shop.db.$count(sessions, eq(sessions.userId, member.id))).toBe(1);
  });

  it('renews a session past half its lifetime and sends the cookie again; a young one is left alone', async () => {
    const { cookie } = await logInAs(other.email);
    const young = await post('reload-user', {}, { headers: { cookie } });
    expect(young.headers.getSetCookie()).toEqual([]);
    await shop.db.execute(sql`update sessions set expires_at = now() + interval '10 days' where user_id = ${other.id}`);
    const old = await post('reload-user', {}, { headers: { cookie } });
    expect(old.status).toBe(200);
    expect(sessionCookieOf(old.headers)).toBe(cookie);
    expect(old.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    const [row] = await shop.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe('logout', () => {
  it('deletes the session row and clears the cookie; the old cookie then gets 401', async () => {
    const { cookie } = await logInAs(member.email);
    const before = await shop.db.$count(sessions, eq(sessions.userId, member.id));
    const { status, body, headers } = await post('logout', { LanguageId: 2, UserId: member.id }, { headers: { cookie } });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: '', data: null });
    expect(headers.getSetCookie()[0]).toMatch(/^vitrin_session=; .*Max-Age=0/);
    expect(await shop.db.$count(sessions, eq(sessions.userId, member.id))).toBe(before - 1);
    const reload = await post('reload-user', {}, { headers: { cookie } });
    expect(reload.status).toBe(401);
  });

  it('clears the cookie of a visitor with no session too', async () => {
    const { status, headers } = await post('logout', {});
    expect(status).toBe(200);
    expect(headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });
});

describe('change-personal-information', () => {
  it('saves name and phone and answers the member with a localized notice', async () => {
    const { cookie } = await logInAs(other.email);
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const { status, body } = await post('change-personal-information', { LanguageId, NameSurname: '  Ayşe Yılmaz ', Phone: '0 (533) 765 43 21' }, { headers: { cookie } });
      expect(status).toBe(200);
      expect(body).toEqual({
        succeeded: true,
        message: messages.notices.personal_information_saved,
        data: { User: { UserId: other.id, NameSurname: 'Ayşe Yılmaz', Email: other.email, Phone: '+905337654321' } },
      });
    }
  });

  it('refuses bad input with 400 and a visitor with 401', async () => {
    const { cookie } = await logInAs(other.email);
    const bad = await post('change-personal-information', { NameSurname: 'A', Phone: '123' }, { headers: { cookie } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['NameSurname', 'Phone']);
    expect((await post('change-personal-information', { NameSurname: 'Ayşe Yılmaz', Phone: '05337654321' })).status).toBe(401);
  });
});

describe('update-my-password', () => {
  it('refuses a wrong current password with 400 old_password_wrong, a visitor with 401', async () => {
    const { cookie } = await logInAs(member.email);
    for (const [LanguageId, messages] of [[1, tr], [2, en]] as const) {
      const { status, body } = await post('update-my-password', { LanguageId, OldPassword: 'Not-It-123', Password: 'Yeni-Parola-9', RePassword: 'Yeni-Parola-9' }, { headers: { cookie } });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'old_password_wrong', message: messages.errors.old_password_wrong });
    }
    expect((await post('update-my-password', { OldPassword: PASSWORD, Password: 'Yeni-Parola-9', RePassword: 'Yeni-Parola-9' })).status).toBe(401);
    const mismatch = await post('update-my-password', { OldPassword: PASSWORD, Password: 'Yeni-Parola-9', RePassword: 'Yeni-Parola-8' }, { headers: { cookie } });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.errors)).toEqual(['RePassword']);
  });

  it('changes the password and ends the member other sessions, keeping this one', async () => {
    const elsewhere = await logInAs(member.email);
    const here = await logInAs(member.email);
    const { status, body } = await post('update-my-password', { LanguageId: 2, OldPassword: PASSWORD, Password: 'Yeni-Parola-9', RePassword: 'Yeni-Parola-9' }, { headers: { cookie: here.cookie } });
    expect(status).toBe(200);
    expect(body).toEqual({ succeeded: true, message: en.notices.password_changed, data: null });
    expect((await post('reload-user', {}, { headers: { cookie: here.cookie } })).status).toBe(200);
    expect((await post('reload-user', {}, { headers: { cookie: elsewhere.cookie } })).status).toBe(401);
    expect(await shop.db.$count(sessions, eq(sessions.userId, member.id))).toBe(1);
    expect((await post('login', { Email: member.email, Password: PASSWORD })).status).toBe(401);
    expect((await post('login', { Email: member.email, Password: 'Yeni-Parola-9' })).status).toBe(200);
  });
});
