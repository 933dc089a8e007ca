import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { FileField } from '@/components/forms/FileField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useShopForm } from '@/components/forms/useShopForm';
import { ModalProvider } from '@/components/modals/ModalProvider';
import type { Envelope } from '@/lib/shop/envelope';
import { base64Bytes, documentTypeOf } from '@/lib/shop/documents';
import { issue, yup } from '@/lib/shop/validation/yup';
import en from '@/messages/en.json';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));

const MAX = 1024;
const schema = yup.object({
  File: yup
    .string()
    .required()
    .test({ name: 'fileSize', message: issue('fileSize'), params: { max: 1 }, test: (value) => !value || base64Bytes(value) <= MAX })
    .test({ name: 'fileType', message: issue('fileType'), test: (value) => !value || documentTypeOf(value) === 'pdf' }),
});

function Harness({ send }: { send: jest.Mock }) {
  const { formik, formRef } = useShopForm<{ File: string }, null>({ initialValues: { File: '' }, schema, send, onSuccess: jest.fn() });
  return (
    <ShopForm formik={formik} formRef={formRef} label="Upload">
      <FileField name="File" label="CV" accept=".pdf" maxBytes={MAX} hint="PDF, at most 1 KB" />
      <SubmitButton>Send</SubmitButton>
    </ShopForm>
  );
}

function renderField() {
  const send = jest.fn<Promise<Envelope<null>>, [{ File: string }]>(async () => ({ succeeded: true, message: 'ok', data: null }));
  render(
    <NextIntlClientProvider locale="en" messages={{ modals: en.modals, forms: en.forms, validation: en.validation }}>
      <ModalProvider>
        <Harness send={send} />
      </ModalProvider>
    </NextIntlClientProvider>,
  );
  return send;
}

const pdf = (size: number) => new File([new Uint8Array(size).fill(32).map((byte, i) => '%PDF-'.charCodeAt(i) || byte)], 'cv.pdf', { type: 'application/pdf' });

test('a file over the limit is refused beside the field in the page language, and nothing is sent', async () => {
  const user = userEvent.setup();
  const send = renderField();
  const input = screen.getByLabelText('CV');
  await user.upload(input, pdf(MAX * 3));
  expect(await screen.findByText(en.validation.fileSize.replace('{max}', '1'))).toBeVisible();
  expect(screen.getByText('cv.pdf')).toBeVisible();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(`PDF, at most 1 KB ${en.validation.fileSize.replace('{max}', '1')}`);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(send).not.toHaveBeenCalled();
});

test('a small PDF is sent as base64 and the picker empties after the success', async () => {
  const user = userEvent.setup();
  const send = renderField();
  expect(screen.getByText(en.forms.noFileChosen)).toBeVisible();
  await user.upload(screen.getByLabelText('CV'), pdf(100));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  const [sent] = send.mock.calls[0];
  expect(Buffer.from(sent.File, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  expect(base64Bytes(sent.File)).toBe(100);
  await waitFor(() => expect(screen.getByText(en.forms.noFileChosen)).toBeVisible());
});
