import { login, register } from '@/lib/api/account';
import { callApi } from '@/lib/api/client';

jest.mock('@/lib/api/client', () => ({ ...jest.requireActual('@/lib/api/client'), callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;

afterEach(() => {
  document.documentElement.lang = '';
  localStorage.clear();
});

test("an English page's sign-up asks for English mail although the form's cast values carry the schema's Turkish default", async () => {
  document.documentElement.lang = 'en';
  const castValues = { LanguageId: 1, Name: 'Jane Doe', Email: 'jane@example.com', Phone: '+905321234567', Password: 'secret-pass', RePassword: 'secret-pass', TermsAccepted: true, KvkkAccepted: true };
  await register(castValues);
  expect(call).toHaveBeenCalledWith('register', expect.objectContaining({ LanguageId: 2, Email: 'jane@example.com' }), { silent: true });
});

test("login carries the visitor's anonymous id, so the guest basket and favourites join the member's", async () => {
  localStorage.setItem('AnonymousUserId', '3f2b6a52-8d0e-4c4b-9a51-2f1f1e7b9c10');
  await login({ Email: 'jane@example.com', Password: 'secret-pass' });
  expect(call).toHaveBeenCalledWith('login', expect.objectContaining({ AnonymousUserId: '3f2b6a52-8d0e-4c4b-9a51-2f1f1e7b9c10', LanguageId: 1 }), { silent: true });
});
