import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { LoginDialog } from '@/components/account/LoginDialog';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { login, resendActivation, sendForgotPasswordMail } from '@/lib/api/account';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/account', () => ({ login: jest.fn(), logout: jest.fn(), resendActivation: jest.fn(), sendForgotPasswordMail: jest.fn() }));

const loginCall = login as jest.MockedFunction<typeof login>;
const resendCall = resendActivation as jest.MockedFunction<typeof resendActivation>;
const forgotCall = sendForgotPasswordMail as jest.MockedFunction<typeof sendForgotPasswordMail>;

function renderDialog(initialMode: 'login' | 'forgot' = 'login') {
  const onClose = jest.fn();
  render(
    <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, auth: tr.auth }}>
      <ModalProvider>
        <LoginDialog initialMode={initialMode} onClose={onClose} />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: initialMode === 'login' ? tr.auth.loginTitle : tr.auth.forgotTitle }) };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: tr.auth.email }), email);
  await user.type(screen.getByLabelText(tr.auth.password), password);
  await user.click(screen.getByRole('button', { name: tr.auth.submit }));
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

test('focus starts inside the modal, stays there, and Escape closes it', async () => {
  const user = userEvent.setup();
  const { dialog, onClose } = renderDialog();
  expect(dialog.contains(document.activeElement)).toBe(true);
  for (let step = 0; step < 8; step++) {
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

test('a refused login stores the message under errorMessage and shows it in the error modal', async () => {
  const user = userEvent.setup();
  const message = 'E-posta adresi veya şifre hatalı.';
  loginCall.mockResolvedValue({ succeeded: false, code: 'invalid_credentials', message, data: null });
  renderDialog();
  await signIn(user, 'ayse@example.com', 'yanlis-sifre');
  const alert = await screen.findByRole('alertdialog', { name: tr.modals.errorTitle });
  expect(alert).toHaveAccessibleDescription(message);
  expect(localStorage.getItem('errorMessage')).toBe(message);
  expect(loginCall).toHaveBeenCalledWith(expect.objectContaining({ Email: 'ayse@example.com', Password: 'yanlis-sifre' }));
  expect(localStorage.getItem('isLogin')).toBeNull();
});

test('a not-activated account is told so in the modal and may ask for a new activation mail', async () => {
  const user = userEvent.setup();
  const message = 'Üyeliğiniz henüz etkinleştirilmedi.';
  loginCall.mockResolvedValue({ succeeded: false, code: 'account_not_active', message, data: null });
  resendCall.mockResolvedValue({ succeeded: true, message: 'Aktivasyon e-postası gönderildi.', data: null });
  const { dialog } = renderDialog();
  await signIn(user, ' ayse@example.com ', 'dogru-sifre');
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: tr.auth.resendActivation }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Aktivasyon e-postası gönderildi.');
  expect(resendCall).toHaveBeenCalledWith('ayse@example.com');
});

test('forgot password: the email, then the mail-sent notice with its hints, and Back returns to the form', async () => {
  const user = userEvent.setup();
  forgotCall.mockResolvedValue({ succeeded: true, message: '', data: null });
  renderDialog();
  await user.click(screen.getByRole('button', { name: tr.auth.forgotLink }));
  expect(screen.getByRole('dialog', { name: tr.auth.forgotTitle })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: tr.auth.email })).toHaveFocus();
  await user.type(screen.getByRole('textbox', { name: tr.auth.email }), 'ayse@example.com');
  await user.click(screen.getByRole('button', { name: tr.auth.forgotSubmit }));
  const sent = await screen.findByRole('dialog', { name: tr.auth.mailSentTitle });
  expect(sent).toHaveTextContent(tr.auth.hintSpam);
  expect(sent).toHaveTextContent(tr.auth.hintAddress);
  expect(forgotCall).toHaveBeenCalledWith('ayse@example.com');
  await user.click(within(sent).getByRole('button', { name: tr.auth.back }));
  expect(screen.getByRole('dialog', { name: tr.auth.forgotTitle })).toBeInTheDocument();
});
