import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CardModeNotice } from '@/components/checkout/CardModeNotice';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

const show = (mode: 'paytr' | 'sandbox' | 'off', locale: 'tr' | 'en', messages: typeof tr) =>
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <CardModeNotice mode={mode} />
    </NextIntlClientProvider>,
  );

describe('the payment step’s note on how cards are taken', () => {
  it.each([
    ['tr', tr],
    ['en', en],
  ] as const)('[%s] says the sandbox moves no money, or that cards are refused and transfer stays', (locale, messages) => {
    const sandbox = show('sandbox', locale, messages);
    expect(screen.getByRole('note')).toHaveTextContent(messages.paymentSandbox.testNotice);
    sandbox.unmount();
    const off = show('off', locale, messages);
    expect(screen.getByRole('note')).toHaveTextContent(messages.errors.card_payments_unavailable);
    off.unmount();
  });

  it('says nothing when PayTR takes the cards', () => {
    show('paytr', 'tr', tr);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
