'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { AddressForm } from '@/components/account/addresses/AddressForm';
import { ListStatus } from '@/components/ui/ListStatus';
import { Waiting } from '@/components/ui/Waiting';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldRow } from '@/components/forms/FieldRow';
import { InternationalPhoneField, phoneFieldValue } from '@/components/forms/InternationalPhoneField';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { ShopForm } from '@/components/forms/ShopForm';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { useShopForm } from '@/components/forms/useShopForm';
import { AddressPlaceFields, countryCodeOfValue } from '@/components/location/AddressPlaceFields';
import type { City } from '@/components/location/CityDistrictFields';
import { Modal } from '@/components/modals/Modal';
import { useModals } from '@/components/modals/ModalProvider';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { useAddresses, type Address } from '@/lib/api/addresses';
import { checkAddressStep, readCheckoutData, useCheckoutBasket, type CheckoutData } from '@/lib/api/checkout';
import { deliveryCountryId, rememberDeliveryCountry } from '@/lib/api/country';
import { openLogin } from '@/lib/api/events';
import { forgetMember, useCurrentUser } from '@/lib/api/member';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { ADDRESS_DESCRIPTION_MAX, ADDRESS_NAME_MAX } from '@/lib/shop/validation/address';
import { isTurkey } from '@/lib/shop/countries';
import { COMPANY_NAME_MAX, GIFT_NOTE_MAX, TAX_OFFICE_MAX, VAT_NUMBER_MAX, addressStepSchema, type AddressStepInput } from '@/lib/shop/validation/checkout';
import { CheckoutSummary } from './CheckoutSummary';
import { SavedAddressChoice } from './SavedAddressChoice';
import styles from './Checkout.module.css';

/** What the inputs hold (selects and radios keep text, phones `+cc number`); the schema casts them when sending. */
interface AddressValues {
  IsLoggedIn: boolean;
  CountryId: string;
  BillCountryId: string;
  Email: string;
  DeliveryAddressId: string;
  BillAddressId: string;
  DeliveryNameSurname: string;
  DeliveryPhone: string;
  DeliveryCityId: string;
  DeliveryDistrictId: string;
  DeliveryCity: string;
  DeliveryRegion: string;
  DeliveryAddress: string;
  DeliveryZip: string;
  IsSameAddress: boolean;
  BillPhone: string;
  BillCityId: string;
  BillDistrictId: string;
  BillCity: string;
  BillRegion: string;
  BillAddress: string;
  BillZip: string;
  IsCorporate: string;
  BillNameSurname: string;
  BillCitizenshipNumber: string;
  BillCompanyName: string;
  BillTaxNumber: string;
  BillTaxOffice: string;
  BillVatNumber: string;
  IsGiftWrap: boolean;
  GiftWrapNote: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const phoneText = (value: unknown, country: unknown) => (typeof value === 'string' && value ? phoneFieldValue(value, countryCodeOfValue(country)) : '');

/** The form as the shopper left it (back from the payment step) or fresh, with the defaults of spec 02 §4. */
function initialValues(stored: CheckoutData | null, member: boolean, memberName: string, guessedCountry: number): AddressValues {
  const s = stored ?? {};
  const country = text(s.CountryId) || String(guessedCountry);
  const billCountry = text(s.BillCountryId) || country;
  return {
    IsLoggedIn: member,
    CountryId: country,
    BillCountryId: billCountry,
    Email: text(s.Email),
    DeliveryAddressId: member ? text(s.DeliveryAddressId) : '',
    BillAddressId: member ? text(s.BillAddressId) : '',
    DeliveryNameSurname: text(s.DeliveryNameSurname),
    DeliveryPhone: phoneText(s.DeliveryPhone, country),
    DeliveryCityId: text(s.DeliveryCityId),
    DeliveryDistrictId: text(s.DeliveryDistrictId),
    DeliveryCity: text(s.DeliveryCity),
    DeliveryRegion: text(s.DeliveryRegion),
    DeliveryAddress: text(s.DeliveryAddress),
    DeliveryZip: text(s.DeliveryZip),
    IsSameAddress: s.IsSameAddress ?? true,
    BillPhone: phoneText(s.BillPhone, billCountry),
    BillCityId: text(s.BillCityId),
    BillDistrictId: text(s.BillDistrictId),
    BillCity: text(s.BillCity),
    BillRegion: text(s.BillRegion),
    BillAddress: text(s.BillAddress),
    BillZip: text(s.BillZip),
    IsCorporate: String(s.IsCorporate ?? false),
    BillNameSurname: text(s.BillNameSurname) || memberName,
    BillCitizenshipNumber: text(s.BillCitizenshipNumber),
    BillCompanyName: text(s.BillCompanyName),
    BillTaxNumber: text(s.BillTaxNumber),
    BillTaxOffice: text(s.BillTaxOffice),
    BillVatNumber: text(s.BillVatNumber),
    IsGiftWrap: s.IsGiftWrap ?? false,
    GiftWrapNote: text(s.GiftWrapNote),
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A guest's address typed inline, in any country: the delivery one (its country prices the cargo and is remembered), or the billing one when it differs. */
function InlineAddress({ prefix, cities, withName }: { prefix: 'Delivery' | 'Bill'; cities: City[]; withName: boolean }) {
  const t = useTranslations('checkout');
  const { values } = useFormikContext<AddressValues>();
  const countryField = prefix === 'Delivery' ? 'CountryId' : 'BillCountryId';
  const country = values[countryField];
  const names = { country: countryField, cityId: `${prefix}CityId`, districtId: `${prefix}DistrictId`, cityName: `${prefix}City`, region: `${prefix}Region`, zip: `${prefix}Zip` };
  return (
    <div className={styles.fields}>
      {withName ? <TextField name={`${prefix}NameSurname`} label={t('nameSurname')} autoComplete="name" maxLength={ADDRESS_NAME_MAX} /> : null}
      <AddressPlaceFields purpose={prefix === 'Delivery' ? 'delivery' : 'bill'} names={names} cities={cities} cityLabel={t('city')} districtLabel={t('district')} onCountry={prefix === 'Delivery' ? rememberDeliveryCountry : undefined} />
      <TextAreaField name={`${prefix}Address`} label={t('address')} maxLength={ADDRESS_DESCRIPTION_MAX} rows={3} />
      <FieldRow>
        <InternationalPhoneField name={`${prefix}Phone`} label={t('phone')} country={countryCodeOfValue(country)} />
        {isTurkey(Number(country)) ? <TextField name={`${prefix}Zip`} label={t('zip')} optional inputMode="numeric" autoComplete="postal-code" maxLength={5} /> : null}
      </FieldRow>
    </div>
  );
}

type SavedField = 'DeliveryAddressId' | 'BillAddressId';

interface SavedAddressesProps {
  name: SavedField;
  legend: string;
  addresses: Address[];
  /** This choice opened the address modal last: the address added there is chosen here. */
  receivesNew: boolean;
  onAdd: (field: SavedField) => void;
}

/**
 * A member's saved addresses to pick from, with "add an address" opening the address book's own
 * modal; the first address is chosen for the shopper while nothing is, and a new one when it arrives.
 */
function SavedAddresses({ name, legend, addresses, receivesNew, onAdd }: SavedAddressesProps) {
  const t = useTranslations('checkout');
  const { values, setFieldValue } = useFormikContext<AddressValues>();
  const chosen = values[name];
  const known = useRef(new Set(addresses.map((address) => address.AdressId)));
  useEffect(() => {
    const added = addresses.find((address) => !known.current.has(address.AdressId));
    known.current = new Set(addresses.map((address) => address.AdressId));
    if (added && receivesNew) void setFieldValue(name, String(added.AdressId), false);
    else if (!addresses.some((address) => String(address.AdressId) === chosen) && addresses.length) void setFieldValue(name, String(addresses[0].AdressId), false);
  }, [addresses, chosen, name, receivesNew, setFieldValue]);
  // The chosen address's country goes with it: the bill's rules and the cargo follow it (the server judges the saved one again).
  const countryField = name === 'DeliveryAddressId' ? 'CountryId' : 'BillCountryId';
  const country = addresses.find((address) => String(address.AdressId) === chosen)?.Location.CountryId;
  useEffect(() => {
    if (country === undefined) return;
    void setFieldValue(countryField, String(country), false);
    if (countryField === 'CountryId') rememberDeliveryCountry(country);
  }, [country, countryField, setFieldValue]);
  return (
    <div className={styles.fields}>
      {addresses.length ? <SavedAddressChoice name={name} legend={legend} addresses={addresses} /> : <p className={styles.text}>{t('noAddresses')}</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onAdd(name)}>
          {t('addAddress')}
        </Button>
      </div>
    </div>
  );
}

function BillFields({ member, cities, addresses, addFor, onAdd }: { member: boolean; cities: City[]; addresses: Address[]; addFor: SavedField | null; onAdd: (field: SavedField) => void }) {
  const t = useTranslations('checkout');
  const { values } = useFormikContext<AddressValues>();
  const corporate = values.IsCorporate === 'true';
  // The bill follows its own country's rules: a Turkish one names a T.C. Kimlik No or a VKN, one abroad neither.
  const billInTurkey = isTurkey(Number(values.IsSameAddress ? values.CountryId : values.BillCountryId));
  return (
    <div className={styles.fields}>
      <CheckboxField name="IsSameAddress" label={t('sameAddress')} />
      {values.IsSameAddress ? null : member ? (
        <SavedAddresses name="BillAddressId" legend={t('chooseBill')} addresses={addresses} receivesNew={addFor === 'BillAddressId'} onAdd={onAdd} />
      ) : (
        <InlineAddress prefix="Bill" cities={cities} withName={false} />
      )}
      <RadioGroupField
        name="IsCorporate"
        legend={t('billTypeLegend')}
        options={[
          { value: 'false', label: t('individual') },
          { value: 'true', label: t('corporate') },
        ]}
      />
      {corporate ? (
        <>
          <TextField name="BillCompanyName" label={t('companyName')} autoComplete="organization" maxLength={COMPANY_NAME_MAX} />
          {billInTurkey ? (
            <FieldRow>
              <TextField name="BillTaxNumber" label={t('taxNumber')} inputMode="numeric" maxLength={10} />
              <TextField name="BillTaxOffice" label={t('taxOffice')} maxLength={TAX_OFFICE_MAX} />
            </FieldRow>
          ) : (
            <TextField name="BillVatNumber" label={t('vatNumber')} optional maxLength={VAT_NUMBER_MAX} />
          )}
        </>
      ) : (
        <FieldRow>
          <TextField name="BillNameSurname" label={t('billNameSurname')} autoComplete="name" maxLength={ADDRESS_NAME_MAX} />
          {billInTurkey ? <TextField name="BillCitizenshipNumber" label={t('citizenshipNumber')} inputMode="numeric" maxLength={11} /> : null}
        </FieldRow>
      )}
    </div>
  );
}

function GiftWrap() {
  const t = useTranslations('checkout');
  const { values } = useFormikContext<AddressValues>();
  return (
    <div className={styles.fields}>
      <CheckboxField name="IsGiftWrap" label={t('giftWrap')} />
      {values.IsGiftWrap ? <TextAreaField name="GiftWrapNote" label={t('giftNote')} maxLength={GIFT_NOTE_MAX} rows={4} optional /> : null}
    </div>
  );
}

interface AddressFormProps {
  cities: City[];
  /** The delivery country to start from: the shopper's earlier choice, else /get-layout-info's (a CDN header or the browser's region). */
  guessedCountry: number;
  member: boolean;
  memberName: string;
  addresses: Address[];
  addFor: SavedField | null;
  onAdd: (field: SavedField) => void;
}

function AddressStepForm({ cities, guessedCountry, member, memberName, addresses, addFor, onAdd }: AddressFormProps) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const [stored] = useState(readCheckoutData);
  const { formik, formRef } = useShopForm<AddressValues, unknown, AddressStepInput>({
    initialValues: initialValues(stored, member, memberName, guessedCountry),
    schema: addressStepSchema,
    // A gift note without the gift wrap would be printed on nothing.
    send: (input) => checkAddressStep({ ...input, GiftWrapNote: input.IsGiftWrap ? input.GiftWrapNote : '' }),
    resetOnSuccess: false,
    onSuccess: () => router.push(routes.payment()),
    onRefusal: (envelope) => {
      if (envelope.code === 'cart_empty') {
        router.replace(routes.basket());
        return true;
      }
      // The stored member was stale: the step goes on as a guest, with the error modal saying why.
      if (envelope.code === 'login_required') forgetMember();
      return false;
    },
  });

  return (
    <ShopForm formik={formik} formRef={formRef} label={t('addressFormLabel')}>
      {member ? null : (
        <Section id="checkout-contact" title={t('contactTitle')}>
          <p className={styles.text}>
            {t.rich('memberHint', {
              link: (chunks) => (
                <button type="button" className={styles.inlineButton} onClick={() => openLogin()}>
                  {chunks}
                </button>
              ),
            })}
          </p>
          <TextField name="Email" label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Section>
      )}
      <Section id="checkout-delivery" title={t('deliveryTitle')}>
        {member ? (
          <SavedAddresses name="DeliveryAddressId" legend={t('chooseDelivery')} addresses={addresses} receivesNew={addFor === 'DeliveryAddressId'} onAdd={onAdd} />
        ) : (
          <InlineAddress prefix="Delivery" cities={cities} withName />
        )}
      </Section>
      <Section id="checkout-bill" title={t('billTitle')}>
        <BillFields member={member} cities={cities} addresses={addresses} addFor={addFor} onAdd={onAdd} />
      </Section>
      <Section id="checkout-gift" title={t('giftTitle')}>
        <GiftWrap />
      </Section>
      <SubmitButton busyLabel={t('checking')}>{t('toPayment')}</SubmitButton>
    </ShopForm>
  );
}

/**
 * adresbilgisi (spec 02 §2, §4): a member picks saved delivery and billing addresses (or adds one
 * in the address book's modal), a guest types them inline with the e-mail from the guest entry;
 * billing follows delivery unless unticked; an individual or corporate bill; gift wrap with a
 * note. /payment-process (IsForChecking) judges it all on the server, the answer is stored under
 * `adresBilgileri`, and the payment step follows. The basket's summary sits beside the form.
 */
export function AddressStep({ cities }: { cities: City[] }) {
  const t = useTranslations('checkout');
  const modals = useModals();
  const isClient = useIsClient();
  const user = useCurrentUser();
  const member = user !== null;
  const { read, failed, reload } = useAddresses();
  const [adding, setAdding] = useState(false);
  const [addFor, setAddFor] = useState<SavedField | null>(null);
  const { basket, failed: basketFailed, reload: reloadBasket } = useCheckoutBasket();
  const router = useRouter();
  const empty = basket !== undefined && basket.List.length === 0;
  // The form starts once the delivery country is known, so nothing the shopper chose is overwritten by a late answer.
  const [guessedCountry, setGuessedCountry] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void deliveryCountryId().then((id) => {
      if (live) setGuessedCountry(id);
    });
    return () => {
      live = false;
    };
  }, []);

  // Nothing to send: the shopper goes back to the basket (spec 02 §4 checks the basket before the steps).
  useEffect(() => {
    if (empty) router.replace(routes.basket());
  }, [empty, router]);

  const main = empty ? (
    <Waiting>{t('emptyBasket')}</Waiting>
  ) : !isClient || guessedCountry === null ? (
    <Waiting>{t('addressesLoading')}</Waiting>
  ) : member && failed ? (
    <ListStatus state="failed" text={t('addressesFailed')} retryLabel={t('retry')} onRetry={reload} />
  ) : member && !read?.signedIn ? (
    // A stale member hint is forgotten once the address book answers 401; until then, wait.
    <Waiting>{t('addressesLoading')}</Waiting>
  ) : (
    <AddressStepForm
      key={member ? 'member' : 'guest'}
      cities={cities}
      guessedCountry={guessedCountry}
      member={member}
      memberName={user?.NameSurname ?? ''}
      addresses={read?.signedIn ? read.data.AddressList : []}
      addFor={addFor}
      onAdd={(field) => {
        setAddFor(field);
        setAdding(true);
      }}
    />
  );

  return (
    <div className={styles.columns}>
      <div className={styles.main}>{main}</div>
      <CheckoutSummary basket={basket} failed={basketFailed} onRetry={reloadBasket} />
      <Modal open={adding} onClose={() => setAdding(false)} title={t('addAddressTitle')} size="md">
        {adding ? (
          <AddressForm
            address={null}
            cities={cities}
            onSaved={(message) => {
              setAdding(false);
              modals.showSuccess({ message });
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
