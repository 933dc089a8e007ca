import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CheckoutSummary } from '@/components/checkout/CheckoutSummary';
import type { CheckoutBasket } from '@/lib/api/checkout';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/** A basket priced for Germany: Europe's cargo, in euros. */
const BASKET = {
  List: [],
  Currency: 'EUR',
  TotalProductPrice: 10_000,
  TotalProductPriceStr: '€100.00',
  CargoPrice: 2_500,
  CargoPriceStr: '€25.00',
  TotalPrice: 12_500,
  TotalPriceStr: '€125.00',
  Delivery: { CountryId: 276, Country: 'DE', Ships: true, CargoZone: 'EU', FreeCargoFrom: null, FreeCargoFromStr: null },
} as unknown as CheckoutBasket;

test.each([
  ['tr', tr, 'Kargo (Almanya)'],
  ['en', en, 'Shipping (Germany)'],
] as const)('[%s] the order summary names the delivery country its cargo is priced for', (locale, messages, line) => {
  render(
    <NextIntlClientProvider locale={locale} messages={{ checkout: messages.checkout }}>
      <CheckoutSummary basket={BASKET} failed={false} onRetry={jest.fn()} />
    </NextIntlClientProvider>,
  );
  const summary = screen.getByRole('complementary', { name: messages.checkout.summaryTitle });
  const term = within(summary).getByText(line);
  expect(term.tagName).toBe('DT');
  expect(term.nextElementSibling).toHaveTextContent(/25[.,]00/);
});
