import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { PhoneField } from '@/components/forms/PhoneField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { ModalProvider } from '@/components/modals/ModalProvider';
import type { Envelope } from '@/lib/shop/envelope';
import { email, phone } from '@/lib/shop/validation/common';
import { yup } from '@/lib/shop/validation/yup';
import en from '@/messages/en.json';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));

const schema = yup.object({
  Email: email(),
  Phone: phone().required(),
  Message: yup.string().trim().max(20).required(),
  Agreed: yup.boolean().oneOf([true]).required(),
});

type Values = { Email: string; Phone: string; Message: string; Agreed: boolean };

function Harness({ send, onSuccess }: { send: (values: Values) => Promise<Envelope<null> | null>; onSuccess: () => void }) {
  const { formik, formRef } = useShopForm<Values, null>({ initialValues: { Email: '', Phone: '', Message: '', Agreed: false }, schema, send, onSuccess });
  return (
    <ShopForm formik={formik} formRef={formRef} label="Test form">
      <TextField name="Email" label="Email" type="email" />
      <PhoneField name="Phone" label="Phone" />
      <TextAreaField name="Message" label="Message" maxLength={20} />
      <CheckboxField name="Agreed" label="I agree" />
      <SubmitButton>Send</SubmitButton>
    </ShopForm>
  );
}

function renderForm(send: jest.Mock) {
  const onSuccess = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={{ modals: en.modals, forms: en.forms, validation: en.validation }}>
      <ModalProvider>
        <Harness send={send} onSuccess={onSuccess} />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
  return onSuccess;
}

/** A valid form, filled and sent as a person would: the address ada@example.com, the message "Hi". */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5321234567');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

test('the shared schema refuses in the page language, focuses the first field to fix and sends nothing', async () => {
  const user = userEvent.setup();
  const send = jest.fn();
  renderForm(send);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const emailBox = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(emailBox).toHaveFocus());
  expect(emailBox).toHaveAccessibleDescription(en.validation.required);
  expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
});

test('the phone mask shows (999) 999 99 99, the counter counts down, and the call gets +90 and trimmed values', async () => {
  const user = userEvent.setup();
  const send = jest.fn().mockResolvedValue({ succeeded: true, message: 'Thanks', data: null });
  const onSuccess = renderForm(send);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), '  ada@example.com ');
  const phoneBox = screen.getByRole('textbox', { name: 'Phone' });
  await user.type(phoneBox, '5321234567');
  expect(phoneBox).toHaveValue('(532) 123 45 67');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
  expect(screen.getByText('15 characters left')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  expect(send).toHaveBeenCalledWith({ Email: 'ada@example.com', Phone: '+905321234567', Message: 'Hello', Agreed: true });
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test("the server's per-field messages show beside their fields and what was typed stays", async () => {
  const user = userEvent.setup();
  const send = jest.fn().mockResolvedValue({
    succeeded: false,
    message: 'This address is taken.',
    data: null,
    code: 'validation_failed',
    errors: { Email: 'This address is taken.' },
  });
  const onSuccess = renderForm(send);
  await fillAndSend(user);
  const emailBox = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(emailBox).toHaveAccessibleDescription('This address is taken.'));
  expect(emailBox).toHaveValue('ada@example.com');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi');
  expect(onSuccess).not.toHaveBeenCalled();
});

test('a refusal without fields, or no answer at all, opens the error modal', async () => {
  const user = userEvent.setup();
  const send = jest.fn().mockResolvedValue({ succeeded: false, message: 'Too many attempts.', data: null, code: 'too_many_requests' });
  renderForm(send);
  await fillAndSend(user);
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('Too many attempts.');
});

test('after a refused submit, fixing the first field keeps the focus there while typing', async () => {
  const user = userEvent.setup();
  renderForm(jest.fn());
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const emailBox = screen.getByRole('textbox', { name: 'Email' });
  await waitFor(() => expect(emailBox).toHaveFocus());
  await user.type(emailBox, 'ayse@example.com');
  expect(emailBox).toHaveFocus();
  expect(emailBox).toHaveValue('ayse@example.com');
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test('a schema’s default LanguageId is not sent: the fetch wrapper adds the page’s own language', async () => {
  const user = userEvent.setup();
  const send = jest.fn().mockResolvedValue({ succeeded: true, message: 'ok', data: null });
  function WithLanguage() {
    const { formik, formRef } = useShopForm<{ Message: string }, null>({
      initialValues: { Message: '' },
      schema: yup.object({ LanguageId: yup.number().oneOf([1, 2]).default(1), Message: yup.string().required() }),
      send,
      onSuccess: jest.fn(),
    });
    return (
      <ShopForm formik={formik} formRef={formRef} label="Language form">
        <TextField name="Message" label="Message" />
        <SubmitButton>Send</SubmitButton>
      </ShopForm>
    );
  }
  render(
    <NextIntlClientProvider locale="en" messages={{ modals: en.modals, forms: en.forms, validation: en.validation }}>
      <ModalProvider>
        <WithLanguage />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(send).toHaveBeenCalledWith({ Message: 'Hello' }));
});

test('a send that throws (a script it needs failed to load) opens the error modal and keeps what was typed', async () => {
  const user = userEvent.setup();
  const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const send = jest.fn().mockRejectedValue(new Error('Failed to load chunk'));
  const onSuccess = renderForm(send);
  await fillAndSend(user);
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.modals.errorTitle);
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(onSuccess).not.toHaveBeenCalled();
  expect(failed).toHaveBeenCalledWith('[form] the call could not be sent', expect.any(Error));
  failed.mockRestore();
});
