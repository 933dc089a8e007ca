/** @jest-environment node */
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { activeMember, logInAs, PASSWORD, registration } from '../support/accounts';
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
  it('login: five tries per email in ten minutes, from any address, then a localized 429 with Retry-After', async () => {
    const { allowed, answer } = await callsBeforeRefusal((i) => post('login', { LanguageId: 1, Email: 'Target@example.com', Password: `Guess-${i}` }, from(`198.51.100.${i + 1}`)), 10);
    expect(allowed).toBe(5);
    expectRetryAfter(answer, tr);
    expect((await post('login', { Email: 'someone-else@example.com', Password: 'Guess-x' }, from('198.51.100.99'))).status).toBe(401);
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

  it('lets the same site through, and calls without the cookie from anywhere', async () => {
    const same = await post('reload-user', {}, { headers: { cookie, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' } });
    expect(same.status).toBe(200);
    const publicCall = await post('generate-guid', {}, { headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } });
    expect(publicCall.status).toBe(200);
  });
});
