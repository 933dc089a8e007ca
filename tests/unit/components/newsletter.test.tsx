import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { callApi } from '@/lib/api/client';
import en from '@/messages/en.json';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;

function renderBlock() {
  render(
    <NextIntlClientProvider locale="en" messages={{ modals: en.modals, forms: en.forms, validation: en.validation, newsletter: en.newsletter }}>
      <ModalProvider>
        <NewsletterSignup />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
}

const submitButton = () => screen.getByRole('button', { name: en.newsletter.submit });

/** The form's module is transformed on its first import in a run: seconds on a busy machine. */
const LOADED = { timeout: 15_000 };

/** The block with its form loaded (jsdom has no IntersectionObserver, so it loads at once): the button is on. */
async function renderSignup() {
  renderBlock();
  await waitFor(() => expect(submitButton()).toBeEnabled(), LOADED);
  return { field: screen.getByRole('textbox', { name: en.newsletter.label }), button: submitButton() };
}

beforeEach(() => call.mockReset());

test('a malformed address is read out beside the field and nothing is sent', async () => {
  const user = userEvent.setup();
  const { field, button } = await renderSignup();
  await user.type(field, 'not-an-email');
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(en.validation.email);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(call).not.toHaveBeenCalled();
});

test('a sign-up opens the success modal with the server message and empties the field', async () => {
  const user = userEvent.setup();
  call.mockResolvedValue({ succeeded: true, message: 'Thank you!', data: null });
  const { field, button } = await renderSignup();
  await user.type(field, ' reader@example.com ');
  await user.click(button);
  expect(await screen.findByRole('dialog', { name: en.modals.successTitle })).toHaveTextContent('Thank you!');
  expect(call).toHaveBeenCalledWith('add-subscriber', { Email: 'reader@example.com' }, { silent: true });
  expect(field).toHaveValue('');
});

test('a refusal that names no field (too many attempts) opens an alert dialog and keeps the address', async () => {
  const user = userEvent.setup();
  call.mockResolvedValue({ succeeded: false, code: 'too_many_requests', message: 'Too many attempts.', data: null });
  const { field, button } = await renderSignup();
  await user.type(field, 'reader@example.com');
  await user.click(button);
  const alert = await screen.findByRole('alertdialog', { name: en.modals.errorTitle });
  expect(alert).toHaveAccessibleDescription('Too many attempts.');
  expect(field).toHaveValue('reader@example.com');
});

test('before its form loads the block shows the same field with the button off; what was typed and the focus carry over', async () => {
  const user = userEvent.setup();
  renderBlock();
  const early = screen.getByRole<HTMLInputElement>('textbox', { name: en.newsletter.label });
  expect(submitButton()).toBeDisabled();
  early.focus();
  early.value = 'reader@exam';
  await waitFor(() => expect(submitButton()).toBeEnabled(), LOADED);
  const field = screen.getByRole('textbox', { name: en.newsletter.label });
  expect(field).not.toBe(early);
  expect(field).toHaveValue('reader@exam');
  expect(field).toHaveFocus();
  await user.keyboard('ple.com');
  expect(field).toHaveValue('reader@example.com');
});
