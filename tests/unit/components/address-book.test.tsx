import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { mutate, SWRConfig } from 'swr';
import { AddressBook } from '@/components/account/addresses/AddressBook';
import { ModalProvider } from '@/components/modals/ModalProvider';
import { callApi } from '@/lib/api/client';
import { onOpenLogin } from '@/lib/api/events';
import tr from '@/messages/tr.json';

jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));
jest.mock('@/lib/api/client', () => ({ callApi: jest.fn() }));

const call = callApi as jest.MockedFunction<typeof callApi>;
const t = tr.addresses;

const CITIES = [
  { CityId: 6, City: 'Ankara' },
  { CityId: 34, City: 'İstanbul' },
];
const DISTRICTS: Record<number, { DistrictId: number; District: string }[]> = {
  6: [{ DistrictId: 60, District: 'Çankaya' }],
  34: [
    { DistrictId: 341, District: 'Beşiktaş' },
    { DistrictId: 342, District: 'Kadıköy' },
  ],
};
const HOME = {
  AdressId: 7,
  AddressName: 'Ev',
  NameSurname: 'Deniz Kaya',
  Phone: '+905321234567',
  PhoneStr: '+90 (532) 123 45 67',
  AddressDescription: 'Moda Cad. No: 12',
  ZipCode: '34710',
  Location: { CityId: 34, DistrictId: 342, City: 'İstanbul', District: 'Kadıköy', Region: '', Country: 'Türkiye', CountryId: 223, CountryCode: 'TR' },
  Lines: ['Deniz Kaya', 'Moda Cad. No: 12', '34710 Kadıköy/İstanbul', 'Türkiye'],
};

/** The server as the island meets it: an address book held in memory, and whatever a test overrides. */
function serve(book: (typeof HOME)[] | 'signed-out', overrides: Record<string, unknown> = {}) {
  let list = book === 'signed-out' ? [] : [...book];
  call.mockImplementation((async (name: string, data: Record<string, unknown>) => {
    if (name in overrides) return overrides[name];
    if (name === 'get-addresses') {
      return book === 'signed-out'
        ? { succeeded: false, message: tr.errors.login_required, data: null, code: 'login_required' }
        : { succeeded: true, message: '', data: { AddressList: list } };
    }
    if (name === 'get-district-list') return { succeeded: true, message: '', data: { districtList: DISTRICTS[data.CityId as number] ?? [] } };
    if (name === 'add-address') {
      list = [...list, { ...HOME, AdressId: 8, AddressName: data.Title as string }];
      return { succeeded: true, message: tr.notices.address_saved, data: { AdressId: 8 } };
    }
    if (name === 'update-address') {
      list = list.map((each) => (each.AdressId === data.Id ? { ...each, AddressName: data.Title as string } : each));
      return { succeeded: true, message: tr.notices.address_updated, data: null };
    }
    if (name === 'remove-address') {
      list = list.filter((each) => each.AdressId !== data.Id);
      return { succeeded: true, message: tr.notices.address_removed, data: null };
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof callApi);
}

function renderBook() {
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="tr" messages={{ modals: tr.modals, forms: tr.forms, validation: tr.validation, addresses: tr.addresses }}>
        <ModalProvider>
          <AddressBook cities={CITIES} />
        </ModalProvider>
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

const sent = (name: string) => call.mock.calls.filter(([called]) => called === name).map(([, data]) => data);

beforeEach(async () => {
  call.mockReset();
  // The calls revalidate SWR's global cache (as in the shop): each test starts with it empty.
  await mutate(() => true, undefined, { revalidate: false });
});

test('a visitor sees a calm invitation to sign in that opens the login modal, not an error', async () => {
  const user = userEvent.setup();
  const login = jest.fn();
  const stop = onOpenLogin(login);
  serve('signed-out');
  renderBook();
  expect(screen.getByRole('status')).toHaveTextContent(t.loading);
  expect(await screen.findByRole('heading', { name: t.signedOutTitle })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: t.signIn }));
  expect(login).toHaveBeenCalledTimes(1);
  stop();
});

test('an empty book says so; an address is added in the modal, with the spec’s messages for a missing city and district', async () => {
  const user = userEvent.setup();
  serve([]);
  renderBook();
  expect(await screen.findByText(t.empty)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: t.add }));
  const modal = screen.getByRole('dialog', { name: t.addTitle });
  await user.click(within(modal).getByRole('button', { name: t.save }));
  const city = within(modal).getByRole('combobox', { name: t.fieldCity });
  await waitFor(() => expect(within(modal).getByRole('textbox', { name: t.fieldTitle })).toHaveFocus());
  expect(city).toHaveAccessibleDescription(tr.validation.cityNotChosen);
  expect(within(modal).getByRole('combobox', { name: t.fieldDistrict })).toBeDisabled();
  expect(sent('add-address')).toEqual([]);

  await user.type(within(modal).getByRole('textbox', { name: t.fieldTitle }), 'Yazlık');
  await user.type(within(modal).getByRole('textbox', { name: t.fieldNameSurname }), 'Deniz Kaya');
  await user.selectOptions(city, 'İstanbul');
  const district = within(modal).getByRole('combobox', { name: t.fieldDistrict });
  await waitFor(() => expect(district).toBeEnabled());
  await user.selectOptions(district, 'Kadıköy');
  await user.type(within(modal).getByRole('textbox', { name: t.fieldDescription }), 'Moda Cad. No: 12');
  await user.type(within(modal).getByRole('textbox', { name: t.fieldPhone }), '5321234567');
  await user.click(within(modal).getByRole('button', { name: t.save }));

  const success = await screen.findByRole('dialog', { name: tr.modals.successTitle });
  expect(success).toHaveTextContent(tr.notices.address_saved);
  expect(screen.queryByRole('dialog', { name: t.addTitle })).toBeNull();
  expect(sent('add-address')).toEqual([
    expect.objectContaining({ Title: 'Yazlık', NameSurname: 'Deniz Kaya', City: 34, District: 342, Description: 'Moda Cad. No: 12', Phone: '+905321234567', Zip: '' }),
  ]);
  await user.click(within(success).getByRole('button', { name: tr.modals.ok }));
  expect(await screen.findByRole('heading', { name: 'Yazlık' })).toBeInTheDocument();
});

test('edit opens the same modal filled in, sends the Id, and Escape closes it without a change', async () => {
  const user = userEvent.setup();
  serve([HOME]);
  renderBook();
  const edit = await screen.findByRole('button', { name: 'Ev adresini düzenle' });
  await user.click(edit);
  let modal = screen.getByRole('dialog', { name: t.editTitle });
  expect(within(modal).getByRole('textbox', { name: t.fieldTitle })).toHaveValue('Ev');
  expect(within(modal).getByRole('textbox', { name: t.fieldPhone })).toHaveValue('(532) 123 45 67');
  await waitFor(() => expect(within(modal).getByRole('combobox', { name: t.fieldDistrict })).toHaveDisplayValue('Kadıköy'));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(edit).toHaveFocus();

  await user.click(edit);
  modal = screen.getByRole('dialog', { name: t.editTitle });
  const title = within(modal).getByRole('textbox', { name: t.fieldTitle });
  await user.clear(title);
  await user.type(title, 'Annemler');
  await user.click(within(modal).getByRole('button', { name: t.save }));
  expect(await screen.findByRole('dialog', { name: tr.modals.successTitle })).toHaveTextContent(tr.notices.address_updated);
  expect(sent('update-address')).toEqual([expect.objectContaining({ Id: 7, Title: 'Annemler', City: 34, District: 342, Phone: '+905321234567', Zip: '34710' })]);
  expect(await screen.findByRole('heading', { name: 'Annemler' })).toBeInTheDocument();
});

test('a refusal beside a field stays in the modal (a district of another city)', async () => {
  const user = userEvent.setup();
  serve([HOME], {
    'update-address': { succeeded: false, message: tr.validation.districtOfCity, data: null, code: 'validation_failed', errors: { District: tr.validation.districtOfCity } },
  });
  renderBook();
  await user.click(await screen.findByRole('button', { name: 'Ev adresini düzenle' }));
  const modal = screen.getByRole('dialog', { name: t.editTitle });
  await waitFor(() => expect(within(modal).getByRole('combobox', { name: t.fieldDistrict })).toHaveDisplayValue('Kadıköy'));
  await user.click(within(modal).getByRole('button', { name: t.save }));
  await waitFor(() => expect(within(modal).getByRole('combobox', { name: t.fieldDistrict })).toHaveAccessibleDescription(tr.validation.districtOfCity));
  expect(screen.queryByRole('dialog', { name: tr.modals.successTitle })).toBeNull();
});

test('remove asks first; cancelling keeps the address, confirming removes it with the server’s message', async () => {
  const user = userEvent.setup();
  serve([HOME]);
  renderBook();
  await user.click(await screen.findByRole('button', { name: 'Ev adresini sil' }));
  let confirm = screen.getByRole('alertdialog', { name: t.confirmRemoveTitle });
  expect(confirm).toHaveAccessibleDescription('“Ev” adresi adres defterinizden silinecek.');
  await user.click(within(confirm).getByRole('button', { name: t.cancel }));
  expect(sent('remove-address')).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Ev' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ev adresini sil' }));
  confirm = screen.getByRole('alertdialog', { name: t.confirmRemoveTitle });
  await user.click(within(confirm).getByRole('button', { name: t.confirmRemove }));
  expect(await screen.findByRole('dialog', { name: tr.modals.successTitle })).toHaveTextContent(tr.notices.address_removed);
  expect(sent('remove-address')).toEqual([expect.objectContaining({ Id: 7 })]);
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
});

test('an address in a country the shop does not ship to is kept for billing: the modal says so as a note, not as an error', async () => {
  const user = userEvent.setup();
  const countryList = { succeeded: true, message: '', data: { countryList: [{ CountryId: 223, Code: 'TR', Zone: 'TR' }, { CountryId: 643, Code: 'RU', Zone: null }], zoneList: [] } };
  serve([], { 'get-country-list': countryList });
  renderBook();
  await user.click(await screen.findByRole('button', { name: t.add }));
  const modal = screen.getByRole('dialog', { name: t.addTitle });
  await user.selectOptions(within(modal).getByRole('combobox', { name: tr.forms.country }), 'Rusya');
  expect(await within(modal).findByRole('status')).toHaveTextContent(tr.forms.billOnlyCountry);
  expect(within(modal).queryByRole('alert')).toBeNull();
  expect(within(modal).queryByText(tr.validation.notShipped)).toBeNull();
});
