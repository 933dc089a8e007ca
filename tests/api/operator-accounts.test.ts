/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { DEMO_OWNER } from '@/db/seed/operators';
import type { Database } from '@/lib/server/db/client';
import { auditLog, operators, operatorSessions, users } from '@/lib/server/db/schema';
import { addOperator } from '@/lib/server/services/operators/accounts';
import { memberCookie } from '../support/session';
import { operatorWithSession, OPERATOR_TEST_PASSWORD } from '../support/operators';
import { freshShop, post } from '../support/shop';

let shop: Database;

beforeAll(async () => {
  shop = await freshShop({ products: 2 });
});

const cookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('vitrin_operator='))!.split(';')[0];

describe('operator sign-in', () => {
  it('signs the demo owner in with password and TOTP code, then asks for a new password before anything else', async () => {
    const first = await post('operator-login', { Email: DEMO_OWNER.email, Password: DEMO_OWNER.password });
    expect(first.status).toBe(400);
    expect(first.body.errors.Code).toBeTruthy();

    const wrong = await post('operator-login', { Email: DEMO_OWNER.email, Password: DEMO_OWNER.password, Code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_credentials');

    const code = await generate({ secret: DEMO_OWNER.totpSecret });
    const signedIn = await post('operator-login', { Email: DEMO_OWNER.email.toUpperCase(), Password: DEMO_OWNER.password, Code: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual({ Next: 'password' });
    const setCookie = signedIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/vitrin_operator=[^;]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict/);
    const headers = { cookie: cookieOf(signedIn.headers) };

    // The same code again is a replay: refused.
    expect((await post('operator-login', { Email: DEMO_OWNER.email, Password: DEMO_OWNER.password, Code: code })).status).toBe(401);

    expect((await post('operator-audit-log', {}, { headers })).body.code).toBe('operator_setup_required');
    expect((await post('operator-me', {}, { headers })).body.data).toMatchObject({ Role: 'owner', PendingSetup: 'password' });

    const same = await post('operator-change-password', { OldPassword: DEMO_OWNER.password, Password: DEMO_OWNER.password, RePassword: DEMO_OWNER.password }, { headers });
    expect(same.body.code).toBe('operator_password_unchanged');
    const short = await post('operator-change-password', { OldPassword: DEMO_OWNER.password, Password: 'short', RePassword: 'short' }, { headers });
    expect(short.status).toBe(400);
    expect(short.body.errors.Password).toBeTruthy();
    const changed = await post('operator-change-password', { OldPassword: DEMO_OWNER.password, Password: 'a-brand-new-owner-password', RePassword: 'a-brand-new-owner-password' }, { headers });
    expect(changed.status).toBe(200);

    const log = await post('operator-audit-log', {}, { headers });
    expect(log.status).toBe(200);
    expect(log.body.data.Entries[0]).toMatchObject({ action: 'operator.password-changed', operatorEmail: DEMO_OWNER.email, before: { mustChangePassword: true }, after: { mustChangePassword: false } });
    expect(JSON.stringify(log.body.data)).not.toMatch(/argon2|VITRINDEMO/);
  });

  it('answers 401 without a session, 403 to a shopper and to a role the entry does not name', async () => {
    expect((await post('operator-me', {})).status).toBe(401);
    const [shopper] = await shop.db.insert(users).values({ email: 'shopper.op@example.com', nameSurname: 'Ada', passwordHash: 'x', isActive: true }).returning();
    const shopperHeaders = { cookie: await memberCookie(shopper.id) };
    expect((await post('operator-me', {}, { headers: shopperHeaders })).status).toBe(403);
    expect((await post('operator-audit-log', {}, { headers: shopperHeaders })).status).toBe(403);
    const staff = await operatorWithSession('staff');
    expect((await post('operator-me', {}, { headers: staff.headers })).body.data).toMatchObject({ Role: 'staff', PendingSetup: null });
    const refused = await post('operator-audit-log', {}, { headers: staff.headers });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const editor = await operatorWithSession('editor');
    expect((await post('operator-audit-log', {}, { headers: editor.headers })).status).toBe(403);
  });

  it('refuses a shopper’s password, a disabled operator and an unknown address alike', async () => {
    const staff = await operatorWithSession('staff');
    expect((await post('operator-login', { Email: staff.email, Password: 'wrong-password-here' })).body.code).toBe('invalid_credentials');
    expect((await post('operator-login', { Email: 'nobody@vitrin.example', Password: OPERATOR_TEST_PASSWORD })).body.code).toBe('invalid_credentials');
    await shop.db.update(operators).set({ isActive: false }).where(eq(operators.id, staff.id));
    expect((await post('operator-login', { Email: staff.email, Password: OPERATOR_TEST_PASSWORD })).body.code).toBe('invalid_credentials');
    expect((await post('operator-me', {}, { headers: staff.headers })).status).toBe(401);
  });

  it('limits wrong passwords per account and address', async () => {
    const staff = await operatorWithSession('staff');
    const from = { 'x-vitrin-client-ip': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('operator-login', { Email: staff.email, Password: `wrong-${i}-password` }, { headers: from })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('signs out here, or everywhere', async () => {
    const staff = await operatorWithSession('staff');
    const second = await post('operator-login', { Email: staff.email, Password: OPERATOR_TEST_PASSWORD });
    const secondHeaders = { cookie: cookieOf(second.headers) };
    const out = await post('operator-logout', { Everywhere: false }, { headers: secondHeaders });
    expect(out.headers.getSetCookie().join()).toMatch(/vitrin_operator=; Max-Age=0/);
    expect((await post('operator-me', {}, { headers: secondHeaders })).status).toBe(401);
    expect((await post('operator-me', {}, { headers: staff.headers })).status).toBe(200);
    const third = await post('operator-login', { Email: staff.email, Password: OPERATOR_TEST_PASSWORD });
    await post('operator-logout', { Everywhere: true }, { headers: { cookie: cookieOf(third.headers) } });
    expect((await post('operator-me', {}, { headers: staff.headers })).status).toBe(401);
    expect(await shop.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, staff.id))).toEqual([]);
  });
});

describe('a new operator', () => {
  it('sets a password through the one-time link, which then stops working; an owner then enrols a second factor', async () => {
    const { id, code } = await addOperator(shop.db, { operatorId: null, email: 'cli' }, { email: 'new.owner@vitrin.example', role: 'owner' });
    expect((await post('operator-password-link', { Code: code })).body.data).toEqual({ Email: 'new.owner@vitrin.example' });
    const mismatch = await post('operator-set-password', { Code: code, Password: 'owner-password-123', RePassword: 'other-password-123' });
    expect(mismatch.body.errors.RePassword).toBeTruthy();
    expect((await post('operator-set-password', { Code: code, Password: 'owner-password-123', RePassword: 'owner-password-123' })).status).toBe(200);
    expect((await post('operator-set-password', { Code: code, Password: 'owner-password-456', RePassword: 'owner-password-456' })).status).toBe(410);
    expect((await post('operator-password-link', { Code: code })).status).toBe(410);
    expect((await post('operator-password-link', { Code: 'made-up' })).status).toBe(410);

    const signedIn = await post('operator-login', { Email: 'new.owner@vitrin.example', Password: 'owner-password-123' });
    expect(signedIn.body.data).toEqual({ Next: 'two-factor' });
    const headers = { cookie: cookieOf(signedIn.headers) };
    expect((await post('operator-audit-log', {}, { headers })).body.code).toBe('operator_setup_required');
    const started = await post('operator-two-factor-start', {}, { headers });
    expect(started.body.data.Uri).toMatch(/^otpauth:\/\/totp\/Vitrin:new.owner%40vitrin.example\?secret=/);
    expect(started.body.data.QrSvg).toMatch(/^<svg/);
    expect((await post('operator-two-factor-confirm', { Code: '12345' }, { headers })).body.errors.Code).toBeTruthy();
    expect((await post('operator-two-factor-confirm', { Code: '000000' }, { headers })).body.code).toBe('operator_code_invalid');
    const confirmed = await post('operator-two-factor-confirm', { Code: await generate({ secret: started.body.data.Secret }) }, { headers });
    expect(confirmed.status).toBe(200);
    expect((await post('operator-audit-log', {}, { headers })).status).toBe(200);

    const actions = await shop.db.select({ action: auditLog.action, operatorEmail: auditLog.operatorEmail }).from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(actions).toEqual([
      { action: 'operator.added', operatorEmail: 'cli' },
      { action: 'operator.password-set', operatorEmail: 'new.owner@vitrin.example' },
      { action: 'operator.two-factor-enrolled', operatorEmail: 'new.owner@vitrin.example' },
    ]);
    await expect(addOperator(shop.db, { operatorId: null, email: 'cli' }, { email: 'NEW.owner@vitrin.example', role: 'staff' })).rejects.toMatchObject({ code: 'operator_exists' });
  });
});
