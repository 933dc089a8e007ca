import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { AddressStep } from '@/components/checkout/AddressStep';
import { GuestCheckout } from '@/components/checkout/GuestCheckout';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { routes } from '@/lib/shop/routes';
import { STORAGE_KEYS } from '@/lib/shop/storage';
import tr from '@/messages/tr.json';

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => router,
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={`/tr${href}`} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const t = tr.checkout;
const v = tr.validation;

const CITIES = [
  { CityId: 6, City: 'Ankara' },
  { CityId: 34, City: 'İstanbul' },
];
const DISTRICTS: Record<number, { DistrictId: number; District: string }[]> = {
  6: [{ DistrictId: 60, District: 'Çankaya' }],
  34: [{ DistrictId: 342, District: 'Kadıköy' }],
};
const LINE = {
  Id: 1, ProductId: 11, VariationId: null, IsMainVariation: true, Quantity: 1, Stock: 5, Price: 50000, DiscountedPrice: 50000, TotalPrice: 50000,
  PriceStr: '500,00 TL', DiscountedPriceStr: '500,00 TL', TotalPriceStr: '500,00 TL', Title: 'Seramik Vazo', MainPhoto: '/media/demo/product/11.webp',
  DesignerName: 'Zeytin Dalı', OptionItemName: null, VariationName: null, Variations: [], Url: routes.product('seramik-vazo', 11),
};
const basket = (lines: (typeof LINE)[]) => ({
  List: lines, Currency: 'TRY', TotalProductPrice: 50000, TotalProductPriceStr: '500,00 TL', CargoPrice: 4990, CargoPriceStr: '49,90 TL', TotalPrice: 54990, TotalPriceStr: '549,90 TL',
  Delivery: { CountryId: 223, Country: 'TR', Ships: true, CargoZone: 'TR', FreeCargoFrom: 75_000, FreeCargoFromStr: '750,00 TL' },
});
const HOME = {
  AdressId: 7, AddressName: 'Ev', NameSurname: 'Deniz Kaya', Phone: '+905321234567', PhoneStr: '+90 (532) 123 45 67', AddressDescription: 'Moda Cad. No: 12', ZipCode: '34710',
  Location: { CityId: 34, DistrictId: 342, City: 'İstanbul', District: 'Kadıköy', Region: '', Country: 'Türkiye', CountryId: 223, CountryCode: 'TR' },
  Lines: ['Deniz Kaya', 'Moda Cad. No: 12', '34710 Kadıköy/İstanbul', 'Türkiye'],
};
const WORK = { ...HOME, AdressId: 8, AddressName: 'İş', AddressDescription: 'Büyükdere Cad. No: 1' };

const ok = (data: unknown, message = '') => ({ succeeded: true, message, data });
const signedOut = { succeeded: false, message: tr.errors.login_required, data: null, code: 'login_required' };

function serve({ lines = [LINE], addresses = null as (typeof HOME)[] | null, check = ok(null) as unknown } = {}) {
  call.mockImplementation((async (name: string, data: Record<string, unknown>) => {
    if (name === 'get-cart-products') return ok(basket(lines));
    if (name === 'get-addresses') return addresses ? ok({ AddressList: addresses }) : signedOut;
    if (name === 'get-district-list') return ok({ districtList: DISTRICTS[data.CityId as number] ?? [] });
    if (name === 'payment-process') return check;
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof callApi);
}

function renderWith(children: React.ReactNode) {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider
        locale="tr"
        messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, checkout: tr.checkout, account: tr.account, addresses: tr.addresses }}
      >
        <ModalProvider>{children}</ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data as Record<string, unknown>);
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.addressData) ?? 'null');
const signInAs = () => {
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ UserId: 3, NameSurname: 'Deniz Kaya', Email: 'deniz@example.com', Phone: '+905321234567' }));
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
};

beforeEach(async () => {
  call.mockReset();
  router.push.mockReset();
  router.replace.mockReset();
  localStorage.clear();
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the guest entry', () => {
  test('an empty e-mail gets the spec’s message; a typed one is kept with the address data and the address step follows', async () => {
    const user = userEvent.setup();
    renderWith(<GuestCheckout />);
    await user.click(screen.getByRole('button', { name: t.continue }));
    const email = screen.getByRole('textbox', { name: t.email });
    await waitFor(() => expect(email).toHaveAccessibleDescription(v.guestEmail));
    expect(router.push).not.toHaveBeenCalled();

    await user.type(email, ' ayse@example.com ');
    await user.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(routes.address()));
    expect(stored()).toEqual({ Email: 'ayse@example.com' });
    expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute('href', `/tr${routes.checkoutSignIn()}`);
  });

  test('a member goes straight on to the address step', async () => {
    signInAs();
    renderWith(<GuestCheckout />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(routes.address()));
  });
});

describe('the address step', () => {
  async function fillGuestDelivery(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: t.nameSurname }), 'Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: t.phone }), '5321234567');
    await user.selectOptions(screen.getByRole('combobox', { name: t.city }), 'İstanbul');
    const district = screen.getByRole('combobox', { name: t.district });
    await waitFor(() => expect(district).toBeEnabled());
    await user.selectOptions(district, 'Kadıköy');
    await user.type(screen.getByRole('textbox', { name: t.address }), 'Moda Cad. No: 12');
  }

  test('an empty basket sends the shopper back to it', async () => {
    serve({ lines: [] });
    renderWith(<AddressStep cities={CITIES} />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(routes.basket()));
  });

  test('a guest types addresses inline; billing follows delivery until unticked; an invalid TCKN is refused before anything is sent', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.addressData, JSON.stringify({ Email: 'ayse@example.com' }));
    serve();
    renderWith(<AddressStep cities={CITIES} />);
    expect(await screen.findByRole('textbox', { name: t.email })).toHaveValue('ayse@example.com');
    const same = screen.getByRole('checkbox', { name: t.sameAddress });
    expect(same).toBeChecked();
    expect(screen.getAllByRole('combobox', { name: t.city })).toHaveLength(1);
    await user.click(same);
    expect(screen.getAllByRole('combobox', { name: t.city })).toHaveLength(2);
    await user.click(same);

    expect(screen.getByRole('radio', { name: t.individual })).toBeChecked();
    await fillGuestDelivery(user);
    await user.type(screen.getByRole('textbox', { name: t.billNameSurname }), 'Ayşe Yılmaz');
    const tckn = screen.getByRole('textbox', { name: t.citizenshipNumber });
    await user.type(tckn, '10000000147');
    await user.click(screen.getByRole('button', { name: t.toPayment }));
    await waitFor(() => expect(tckn).toHaveAccessibleDescription(v.tckn));
    expect(sent('payment-process')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: t.corporate }));
    expect(screen.queryByRole('textbox', { name: t.citizenshipNumber })).toBeNull();
    expect(screen.getByRole('textbox', { name: t.companyName })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.taxNumber })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.taxOffice })).toBeInTheDocument();
  });

  test('the gift note appears with the gift wrap and counts down from 450', async () => {
    const user = userEvent.setup();
    serve();
    renderWith(<AddressStep cities={CITIES} />);
    await user.click(await screen.findByRole('checkbox', { name: t.giftWrap }));
    const note = screen.getByRole('textbox', { name: new RegExp(t.giftNote) });
    expect(note).toHaveAttribute('maxlength', '450');
    expect(note).toHaveAccessibleDescription('450 karakter kaldı');
    await user.type(note, 'Mutlu yıllar!');
    expect(note).toHaveAccessibleDescription('437 karakter kaldı');
    await user.click(screen.getByRole('checkbox', { name: t.giftWrap }));
    expect(screen.queryByRole('textbox', { name: new RegExp(t.giftNote) })).toBeNull();
  });

  test('the server checks the step; its field messages land beside the fields, and a passed check is stored for the payment step', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.addressData, JSON.stringify({ Email: 'ayse@example.com' }));
    let checks = 0;
    call.mockImplementation((async (name: string, data: Record<string, unknown>) => {
      if (name === 'get-cart-products') return ok(basket([LINE]));
      if (name === 'get-addresses') return signedOut;
      if (name === 'get-district-list') return ok({ districtList: DISTRICTS[data.CityId as number] ?? [] });
      if (name === 'payment-process') {
        checks += 1;
        return checks === 1
          ? { succeeded: false, message: tr.errors.validation_failed, data: null, code: 'validation_failed', errors: { DeliveryDistrictId: v.districtOfCity } }
          : ok({ TotalPriceStr: '549,90 TL' });
      }
      throw new Error(`unexpected call ${name}`);
    }) as unknown as typeof callApi);
    renderWith(<AddressStep cities={CITIES} />);
    await fillGuestDelivery(user);
    await user.type(screen.getByRole('textbox', { name: t.billNameSurname }), 'Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: t.citizenshipNumber }), '10000000146');
    await user.click(screen.getByRole('checkbox', { name: t.giftWrap }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.giftNote) }), 'Mutlu yıllar!');
    await user.click(screen.getByRole('button', { name: t.toPayment }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.district })).toHaveAccessibleDescription(v.districtOfCity));
    expect(router.push).not.toHaveBeenCalled();
    expect(stored()).toEqual({ Email: 'ayse@example.com' });

    await user.click(screen.getByRole('button', { name: t.toPayment }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(routes.payment()));
    const [, check] = sent('payment-process');
    expect(check).toMatchObject({
      IsForChecking: true,
      IsLoggedIn: false,
      Email: 'ayse@example.com',
      DeliveryPhone: '+905321234567',
      DeliveryCityId: 34,
      DeliveryDistrictId: 342,
      IsSameAddress: true,
      IsCorporate: false,
      BillCitizenshipNumber: '10000000146',
      IsGiftWrap: true,
      GiftWrapNote: 'Mutlu yıllar!',
    });
    expect(stored()).toMatchObject({ Email: 'ayse@example.com', DeliveryDistrictId: 342, GiftWrapNote: 'Mutlu yıllar!' });
  });

  test('a member picks saved addresses (the first is chosen), a different billing one too, and no e-mail is asked', async () => {
    const user = userEvent.setup();
    signInAs();
    serve({ addresses: [HOME, WORK] });
    renderWith(<AddressStep cities={CITIES} />);
    const delivery = await screen.findByRole('radiogroup', { name: t.chooseDelivery });
    expect(within(delivery).getByRole('radio', { name: /^Ev/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: t.email })).toBeNull();
    expect(screen.getByRole('textbox', { name: t.billNameSurname })).toHaveValue('Deniz Kaya');

    await user.click(screen.getByRole('checkbox', { name: t.sameAddress }));
    const bill = screen.getByRole('radiogroup', { name: t.chooseBill });
    await user.click(within(bill).getByRole('radio', { name: /^İş/ }));
    await user.type(screen.getByRole('textbox', { name: t.citizenshipNumber }), '10000000146');
    await user.click(screen.getByRole('button', { name: t.toPayment }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(routes.payment()));
    expect(sent('payment-process')[0]).toMatchObject({ IsLoggedIn: true, DeliveryAddressId: 7, BillAddressId: 8, IsSameAddress: false });
  });
});
