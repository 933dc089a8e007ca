/** @jest-environment node */
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { activeMember, logInAs, PASSWORD, registration, sessionCookieOf } from '../support/accounts';
import { freshShop, post } from '../support/shop';

beforeAll(() => freshShop({ seed: false }));

const from = (ip: string, language = 'en-US') => ({ headers: { 'x-vitrin-client-ip': ip, 'accept-language': language } });

/** Calls until the limit answers; every call before it must pass the limiter (any status but 429). */
async function callsBeforeRefusal(call: (i: number) => ReturnType<typeof post>, most: number) {
  for (let i = 0; i <= most; i++) {
    const answer = await call(i);
    if (answer.status === 429) return { allowed: i, answer };
  }
  throw new Error(`no 429 within ${most + 1} calls`);
}

function expectRetryAfter(answer: Awaited<ReturnType<typeof post>>, messages: typeof en) {
  expect(answer.body).toEqual({ succeeded: false, code: 'too_many_requests', message: messages.errors.too_many_requests, data: null });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe('rate limits on the account calls', () => {
  it('login: five wrong passwords per account from one address, then a localized 429 there, even for the right password', async () => {
    await activeMember('target@example.com');
    const { allowed, answer } = await callsBeforeRefusal((i) => post('login', { LanguageId: 1, Email: 'Target@example.com', Password: `Guess-${i}` }, from('198.51.100.1')), 10);
    expect(allowed).toBe(5);
    expectRetryAfter(answer, tr);
    // A right guess at a locked-out address looks like a wrong one: the guesser learns nothing.
    const right = await post('login', { LanguageId: 1, Email: 'target@example.com', Password: PASSWORD }, from('198.51.100.1'));
    expect([right.status, right.body.code]).toEqual([429, 'too_many_requests']);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect((await post('login', { Email: 'someone-else@example.com', Password: 'Guess-x' }, from('198.51.100.1'))).status).toBe(401);
  });

  it('login: wrong guesses by anyone else never lock the owner out of their account', async () => {
    await activeMember('owner@example.com');
    for (let i = 0; i < 5; i++) {
      for (const guesser of ['198.51.100.30', '198.51.100.31']) {
        expect((await post('login', { Email: 'owner@example.com', Password: `Guess-${i}` }, from(guesser))).status).toBe(401);
      }
    }
    const owner = await post('login', { Email: 'owner@example.com', Password: PASSWORD }, from('192.0.2.200'));
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner.headers)).toMatch(/^vitrin_session=/);
  });

  it('login: the owner’s own sign-ins do not count; one sign-in and four typos still let the right password in', async () => {
    await activeMember('typist@example.com');
    const typist = from('192.0.2.201');
    expect((await post('login', { Email: 'typist@example.com', Password: PASSWORD }, typist)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post('login', { Email: 'typist@example.com', Password: `Typo-${i}` }, typist)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await post('login', { Email: 'typist@example.com', Password: PASSWORD }, typist)).status).toBe(200);
  });

  it('login: twenty tries per address in ten minutes, whatever the emails', async () => {
    const { allowed, answer } = await callsBeforeRefusal((i) => post('login', { LanguageId: 2, Email: `guess${i}@example.com`, Password: 'Guess-1' }, from('203.0.113.10')), 25);
    expect(allowed).toBe(20);
    expectRetryAfter(answer, en);
  });

  it('register: ten sign-ups per address in an hour', async () => {
    const { allowed, answer } = await callsBeforeRefusal((i) => post('register', registration(`signup${i}@example.com`), from('203.0.113.20')), 12);
    expect(allowed).toBe(10);
    expectRetryAfter(answer, en);
  });

  it('send-forgot-password-mail and resend-activation: three per email and ten per address in an hour', async () => {
    for (const [name, address] of [['send-forgot-password-mail', '203.0.113.31'], ['resend-activation', '203.0.113.32']]) {
      const perEmail = await callsBeforeRefusal((i) => post(name, { LanguageId: 2, Email: 'someone@example.com' }, from(`192.0.2.${i + 1}`)), 5);
      expect(perEmail.allowed).toBe(3);
      expectRetryAfter(perEmail.answer, en);
      const perAddress = await callsBeforeRefusal((i) => post(name, { LanguageId: 1, Email: `person${i}@example.com` }, from(address)), 12);
      expect(perAddress.allowed).toBe(10);
      expectRetryAfter(perAddress.answer, tr);
    }
  });

  it('forgot-set-newpass: ten per address in ten minutes', async () => {
    const attempt = { UserId: 1, Code: 'guess', Password: 'Yeni-Parola-1', RePassword: 'Yeni-Parola-1' };
    const { allowed, answer } = await callsBeforeRefusal(() => post('forgot-set-newpass', attempt, from('203.0.113.40')), 12);
    expect(allowed).toBe(10);
    expectRetryAfter(answer, en);
  });
});

describe('cross-site protection', () => {
  let cookie: string;
  beforeAll(async () => {
    await activeMember('guarded@example.com');
    ({ cookie } = await logInAs('guarded@example.com', PASSWORD));
  });

  it('refuses a call carrying the session from another site with 403 cross_site_request, before the handler runs', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://shop.test.evil.example', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const { status, body } = await post('logout', {}, { headers: { cookie, 'accept-language': 'tr-TR', ...headers } });
      expect(status).toBe(403);
      expect(body).toEqual({ succeeded: false, code: 'cross_site_request', message: tr.errors.cross_site_request, data: null });
    }
    // The refused logout did not run: the session still answers.
    expect((await post('reload-user', {}, { headers: { cookie } })).status).toBe(200);
  });

  it('refuses a sign-in from another site without any cookie (login CSRF): no session is set', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const { status, body, headers: answer } = await post('login', { Email: 'guarded@example.com', Password: PASSWORD }, { headers: { 'accept-language': 'en-US', ...headers } });
      expect([status, body]).toEqual([403, { succeeded: false, code: 'cross_site_request', message: en.errors.cross_site_request, data: null }]);
      expect(answer.getSetCookie()).toEqual([]);
    }
    // What a foreign page's form can post: text/plain with the JSON in it, no preflight asked.
    const form = await post('login', undefined, {
      body: JSON.stringify({ Checker: true, data: { Email: 'guarded@example.com', Password: PASSWORD } }),
      headers: { 'content-type': 'text/plain', 'accept-language': 'en-US' },
    });
    expect([form.status, form.body.code]).toEqual([415, 'unsupported_media_type']);
    expect(form.headers.getSetCookie()).toEqual([]);
    const own = await post('login', { Email: 'guarded@example.com', Password: PASSWORD }, { headers: { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
  });

  it('lets the same site through, and calls without the cookie from anywhere', async () => {
    const same = await post('reload-user', {}, { headers: { cookie, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' } });
    expect(same.status).toBe(200);
    const publicCall = await post('generate-guid', {}, { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(publicCall.status).toBe(200);
  });
});
