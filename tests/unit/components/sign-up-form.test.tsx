import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { SignUpForm } from '@/components/account/SignUpForm';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { register } from '@/lib/api/account';
import { KVKK_CONTRACT_ID, TERMS_CONTRACT_ID } from '@/lib/shop/contracts';
import { routes } from '@/lib/shop/routes';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/account', () => ({ register: jest.fn() }));

const registerCall = register as jest.MockedFunction<typeof register>;

function renderForm() {
  render(
    <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, auth: tr.auth }}>
      <ModalProvider>
        <SignUpForm />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: tr.auth.name }), 'Ayşe Yılmaz');
  await user.type(screen.getByRole('textbox', { name: tr.auth.email }), 'ayse@example.com');
  await user.type(screen.getByRole('textbox', { name: tr.auth.phone }), '5321234567');
  await user.type(screen.getByLabelText(tr.auth.password), 'gizli-sifre');
  await user.type(screen.getByLabelText(tr.auth.rePassword), 'gizli-sifre');
}

beforeEach(() => registerCall.mockReset());

test('the boxes link to the terms of use and the personal-data notice', () => {
  renderForm();
  expect(screen.getByRole('link', { name: /Kullanım Koşulları/ })).toHaveAttribute('href', `/tr${routes.contracts(TERMS_CONTRACT_ID)}`);
  expect(screen.getByRole('link', { name: /Kişisel Verilerin Korunması Kanunu/ })).toHaveAttribute('href', `/tr${routes.contracts(KVKK_CONTRACT_ID)}`);
});

test('nothing is sent until both consent boxes are ticked; each unticked box says why', async () => {
  const user = userEvent.setup();
  renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: tr.auth.signUpSubmit }));
  const [terms, kvkk] = screen.getAllByRole('checkbox');
  await waitFor(() => expect(terms).toHaveFocus());
  expect(terms).toHaveAccessibleDescription(tr.validation.terms);
  expect(kvkk).toHaveAccessibleDescription(tr.validation.terms);

  await user.click(terms);
  await user.click(screen.getByRole('button', { name: tr.auth.signUpSubmit }));
  await waitFor(() => expect(kvkk).toHaveFocus());
  expect(kvkk).toHaveAccessibleDescription(tr.validation.terms);
  expect(registerCall).not.toHaveBeenCalled();
});

test('passwords that differ are refused beside the repeat field', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(tr.auth.password), 'gizli-sifre');
  await user.type(screen.getByLabelText(tr.auth.rePassword), 'baska-sifre');
  await user.click(screen.getByRole('button', { name: tr.auth.signUpSubmit }));
  await waitFor(() => expect(screen.getByLabelText(tr.auth.rePassword)).toHaveAccessibleDescription(tr.validation.passwordsMatch));
  expect(registerCall).not.toHaveBeenCalled();
});

test('a ticked form sends +90 and both consents, then the activation-information modal names the address', async () => {
  const user = userEvent.setup();
  registerCall.mockResolvedValue({ succeeded: true, message: 'Aktivasyon e-postası gönderildi.', data: null });
  renderForm();
  await fillIn(user);
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: tr.auth.signUpSubmit }));
  const modal = await screen.findByRole('dialog', { name: tr.auth.activationInfoTitle });
  expect(modal).toHaveTextContent('ayse@example.com');
  expect(modal).toHaveTextContent('48 saat');
  expect(registerCall).toHaveBeenCalledWith(
    expect.objectContaining({ Name: 'Ayşe Yılmaz', Email: 'ayse@example.com', Phone: '+905321234567', Password: 'gizli-sifre', RePassword: 'gizli-sifre', TermsAccepted: true, KvkkAccepted: true }),
  );
});
