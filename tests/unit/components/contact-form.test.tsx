import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ContactForm } from '@/components/contact/ContactForm';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { KVKK_CONTRACT_ID } from '@/lib/shop/contracts';
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
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;

function renderForm() {
  render(
    <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, contact: tr.contact }}>
      <ModalProvider>
        <ContactForm />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: tr.contact.nameSurname }), 'Ayşe Yılmaz');
  await user.type(screen.getByRole('textbox', { name: tr.contact.emailLabel }), 'ayse@example.com');
  await user.type(screen.getByRole('textbox', { name: tr.contact.phoneLabel }), '5321234567');
  await user.selectOptions(screen.getByRole('combobox', { name: tr.contact.subject }), tr.contact.subjects['product-problem']);
  await user.type(screen.getByRole('textbox', { name: tr.contact.message }), 'Vazom kırık geldi.');
}

beforeEach(() => call.mockReset());

test('the subjects are the four of the spec, in Turkish, and the KVKK text links to the notice', () => {
  renderForm();
  const options = screen.getAllByRole('option').map((option) => option.textContent);
  expect(options.slice(1)).toEqual(['İptal & İade', 'Ürün Problemi', 'Yeni Marka', 'Diğer']);
  expect(screen.getByRole('link', { name: /Kişisel Verilerin Korunması Kanunu Aydınlatma Metni/ })).toHaveAttribute('href', `/tr${routes.contracts(KVKK_CONTRACT_ID)}`);
});

test('an empty form asks for each field, the subject too', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: tr.contact.submit }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: tr.contact.nameSurname })).toHaveFocus());
  expect(screen.getByRole('combobox', { name: tr.contact.subject })).toHaveAccessibleDescription(tr.validation.required);
  expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(tr.validation.kvkk);
  expect(call).not.toHaveBeenCalled();
});

test('nothing is sent until the personal-data box is ticked; the message counts down from 450', async () => {
  const user = userEvent.setup();
  renderForm();
  await fillIn(user);
  expect(screen.getByText('432 karakter kaldı')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: tr.contact.submit }));
  const box = screen.getByRole('checkbox');
  await waitFor(() => expect(box).toHaveFocus());
  expect(box).toHaveAccessibleDescription(tr.validation.kvkk);
  expect(call).not.toHaveBeenCalled();
});

test('a ticked form sends the stable subject key and +90, and the thanks come in the success modal with a Home button', async () => {
  const user = userEvent.setup();
  call.mockResolvedValue({ succeeded: true, message: tr.notices.contact_sent, data: null });
  renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: tr.contact.submit }));
  const modal = await screen.findByRole('dialog', { name: tr.modals.successTitle });
  expect(modal).toHaveTextContent(tr.notices.contact_sent);
  expect(screen.getByRole('button', { name: tr.modals.home })).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith(
    'add-contact-form',
    { NameSurname: 'Ayşe Yılmaz', Email: 'ayse@example.com', Phone: '+905321234567', Subject: 'product-problem', Message: 'Vazom kırık geldi.', KvkkAccepted: true },
    { silent: true },
  );
});
