import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { NextIntlClientProvider } from 'next-intl';
import { InternationalPhoneField } from '@/components/forms/InternationalPhoneField';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

function renderField(locale: 'tr' | 'en', value: string, country: string) {
  const messages = locale === 'tr' ? tr : en;
  render(
    <NextIntlClientProvider locale={locale} messages={{ forms: messages.forms, validation: messages.validation }}>
      <Formik initialValues={{ Phone: value }} onSubmit={jest.fn()}>
        <InternationalPhoneField name="Phone" label="Phone" country={country} />
      </Formik>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('combobox', { name: messages.forms.callingCode });
}

test('the closed calling code reads as the short "GB +44", while the list names each country in full', async () => {
  const select = renderField('en', '+44 2079460958', 'GB');
  expect(screen.getByText('GB +44')).toBeInTheDocument();
  expect(select).toHaveValue('GB');
  expect(screen.getByRole('option', { name: 'United Kingdom +44' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Türkiye +90' })).toBeInTheDocument();

  await userEvent.setup().selectOptions(select, 'DE');
  expect(screen.getByText('DE +49')).toBeInTheDocument();
  expect(screen.queryByText('GB +44')).toBeNull();
});

test('in Turkish the list uses Turkish names and the closed control the same short form', () => {
  renderField('tr', '', 'DE');
  expect(screen.getByText('DE +49')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Almanya +49' })).toBeInTheDocument();
});
