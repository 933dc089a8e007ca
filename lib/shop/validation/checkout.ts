import { isLuhn, isTckn, isVkn } from '../checkout/identity';
import { CARD_FAMILIES, INSTALLMENT_COUNTS } from '../checkout/installments';
import { isTurkey } from '../countries';
import { ADDRESS_DESCRIPTION_MAX, ADDRESS_NAME_MAX } from './address';
import { anonymousId, id, languageId, optionalId } from './common';
import { addressPhone, cityName, countryField, postalCode, region, turkishPlace } from './place';
import { issue, yup, type Issue } from './yup';

/** Spec 02 §5 / §9: the gift note's limit, counted down beside the field. */
export const GIFT_NOTE_MAX = 450;
export const TAX_OFFICE_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const VAT_NUMBER_MAX = 30;
export const DISCOUNT_CODE_MAX = 50;
/** Spec 02 §9: expiry years 20 to 36 (two digits). */
export const EXPIRY_YEAR_MIN = 20;
export const EXPIRY_YEAR_MAX = 36;

/** A select's value arrives as text: nothing chosen ('') is "missing", not "not a number". */
const choice = () => id().transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value));
const required = <S extends yup.AnySchema>(schema: S, missing?: Issue['key']) => schema.required(missing ? issue(missing) : undefined);
const text = (max: number) => yup.string().trim().max(max);

/** Whether a rule of the form applies: the guest types addresses, the member picks saved ones. */
const guest = (member: unknown) => member !== true;

/** Whether the bill is written to Türkiye: the delivery country unless a separate billing address names its own. */
const billInTurkey = (same: unknown, delivery: unknown, bill: unknown) => isTurkey(same === false ? bill : delivery);
/** The guest types the billing address only when it differs from the delivery one. */
const typedBill = ([member, same]: unknown[]) => guest(member) && same === false;
const typedDelivery = ([member]: unknown[]) => guest(member);

/**
 * The address step (adresbilgisi) and the part of every later call that carries it. A member
 * (`IsLoggedIn`, proven by the session on the server) picks saved addresses by id; a guest types
 * delivery and billing inline and gives an e-mail. Billing is the delivery address unless
 * `IsSameAddress` is false. `CountryId` is the delivery country (the spec's; it prices the cargo) and
 * `BillCountryId` the separate billing address's. Türkiye's addresses take the city and district
 * lists, others a typed city, region and postal code (lib/shop/validation/place.ts); phones of any
 * country are stored in E.164. An individual bill in Türkiye needs a name and a valid T.C. Kimlik
 * No, a corporate one a company, a valid VKN and a tax office; a bill abroad needs no Turkish id
 * (the invoice carries the e-Arşiv value for foreign buyers, ADR 0048), a company abroad gives its
 * name and, when it has one, its VAT number. For a member the server judges these rules again
 * against the saved addresses' own countries.
 */
const addressFields = {
  LanguageId: languageId(),
  CountryId: countryField(),
  BillCountryId: countryField(),
  UserId: optionalId(),
  AnonymousUserId: anonymousId(),
  IsLoggedIn: yup.boolean().default(false),
  Email: yup
    .string()
    .trim()
    .when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required(issue('guestEmail')).email().max(254) : schema.optional())),
  IsSameAddress: yup.boolean().default(true),
  DeliveryAddressId: choice().when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.optional() : required(schema))),
  BillAddressId: choice().when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) || same !== false ? schema.optional() : required(schema),
  ),
  DeliveryNameSurname: text(ADDRESS_NAME_MAX).when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required().min(2) : schema.optional())),
  DeliveryPhone: addressPhone('CountryId').when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required() : schema.optional())),
  DeliveryCityId: turkishPlace('CountryId', 'cityNotChosen', ['IsLoggedIn'], typedDelivery),
  DeliveryDistrictId: turkishPlace('CountryId', 'districtNotChosen', ['IsLoggedIn'], typedDelivery),
  DeliveryCity: cityName('CountryId', ['IsLoggedIn'], typedDelivery),
  DeliveryRegion: region(),
  DeliveryAddress: text(ADDRESS_DESCRIPTION_MAX).when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required() : schema.optional())),
  DeliveryZip: postalCode('CountryId', ['IsLoggedIn'], typedDelivery),
  BillPhone: addressPhone('BillCountryId').when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? schema.required() : schema.optional(),
  ),
  BillCityId: turkishPlace('BillCountryId', 'cityNotChosen', ['IsLoggedIn', 'IsSameAddress'], typedBill),
  BillDistrictId: turkishPlace('BillCountryId', 'districtNotChosen', ['IsLoggedIn', 'IsSameAddress'], typedBill),
  BillCity: cityName('BillCountryId', ['IsLoggedIn', 'IsSameAddress'], typedBill),
  BillRegion: region(),
  BillAddress: text(ADDRESS_DESCRIPTION_MAX).when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? schema.required() : schema.optional(),
  ),
  BillZip: postalCode('BillCountryId', ['IsLoggedIn', 'IsSameAddress'], typedBill),
  IsCorporate: yup.boolean().default(false),
  BillNameSurname: text(ADDRESS_NAME_MAX).when('IsCorporate', ([corporate], schema) => (corporate ? schema.optional() : schema.required().min(2))),
  BillCitizenshipNumber: yup
    .string()
    .trim()
    .when(['IsCorporate', 'IsSameAddress', 'CountryId', 'BillCountryId'], ([corporate, same, delivery, bill], schema) =>
      corporate || !billInTurkey(same, delivery, bill) ? schema.optional() : schema.required(issue('tckn')).test('tckn', issue('tckn'), (value) => isTckn(value ?? '')),
    ),
  BillCompanyName: text(COMPANY_NAME_MAX).when('IsCorporate', ([corporate], schema) => (corporate ? schema.required() : schema.optional())),
  BillTaxNumber: yup
    .string()
    .trim()
    .when(['IsCorporate', 'IsSameAddress', 'CountryId', 'BillCountryId'], ([corporate, same, delivery, bill], schema) =>
      corporate && billInTurkey(same, delivery, bill) ? schema.required(issue('vkn')).test('vkn', issue('vkn'), (value) => isVkn(value ?? '')) : schema.optional(),
    ),
  BillTaxOffice: text(TAX_OFFICE_MAX).when(['IsCorporate', 'IsSameAddress', 'CountryId', 'BillCountryId'], ([corporate, same, delivery, bill], schema) =>
    corporate && billInTurkey(same, delivery, bill) ? schema.required() : schema.optional(),
  ),
  BillVatNumber: yup
    .string()
    .trim()
    .max(VAT_NUMBER_MAX)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 .-]*$/, { message: issue('vat'), excludeEmptyString: true })
    .default(''),
  IsGiftWrap: yup.boolean().default(false),
  GiftWrapNote: text(GIFT_NOTE_MAX).default(''),
};

/** adresbilgisi's form. */
export const addressStepSchema = yup.object(addressFields);

export type AddressStepInput = yup.InferType<typeof addressStepSchema>;

/** PayTR's merchant_oid: alphanumeric, at most 64. */
const merchantOid = () => yup.string().trim().matches(/^[A-Za-z0-9]{1,64}$/, { message: issue('type') });

const contractAccepted = () => yup.boolean().required(issue('contract')).oneOf([true], issue('contract'));
const installmentCount = () =>
  yup
    .number()
    .integer()
    .oneOf([...INSTALLMENT_COUNTS])
    .default(0);

/**
 * odemeyontemi's own choices: card (the default) or bank transfer with an account, instalments
 * (card only), a discount code, and the contract, which must be approved.
 */
const paymentFields = {
  IsBank: yup.boolean().default(false),
  BankAccountId: choice().when('IsBank', ([bank], schema) => (bank ? required(schema) : schema.optional())),
  InstallmentCount: installmentCount(),
  SelectedBank: yup.string().oneOf([...CARD_FAMILIES]).optional(),
  DiscountCode: text(DISCOUNT_CODE_MAX).optional(),
  ContractAccepted: contractAccepted(),
};

/** odemeyontemi's form (the address data rides along from the address step). */
export const paymentStepSchema = yup.object(paymentFields);

/**
 * /payment-process. With IsForChecking true (the address step) only the address data is judged;
 * without it the payment step's choices must hold too, and a bank transfer creates the order.
 * Prices, totals and amounts are not named: the server prices the basket itself.
 */
export const paymentProcessSchema = yup.object({
  ...addressFields,
  IsForChecking: yup.boolean().default(false),
  ...paymentFields,
  /** The card path's order, made by /get-paytr-token: the call confirms it is the shopper's and still awaiting payment. */
  MerchantOid: merchantOid().optional(),
  ContractAccepted: yup.boolean().when('IsForChecking', ([checking], schema) => (checking ? schema.optional() : contractAccepted())),
});

export type PaymentProcessInput = yup.InferType<typeof paymentProcessSchema>;

/**
 * /get-paytr-token: the address data and the card path's choices. The card itself (number, name,
 * expiry, CVV) is not named, so the dispatcher drops it if a browser sends it: card data never
 * reaches the shop's server.
 */
export const paytrTokenSchema = yup.object({
  ...addressFields,
  InstallmentCount: installmentCount(),
  SelectedBank: paymentFields.SelectedBank,
  DiscountCode: paymentFields.DiscountCode,
  ContractAccepted: contractAccepted(),
});

export type PaytrTokenInput = yup.InferType<typeof paytrTokenSchema>;

/** /get-payment-fail-reason: PayTR's merchant_oid, asked by the shopper whose attempt it was (the session or this anonymous id). */
export const failReasonSchema = yup.object({ LanguageId: languageId(), AnonymousUserId: anonymousId(), MerchantOid: merchantOid().required() });

/** /get-just-paid-order: the success page asks for the card order this shopper (the session or this anonymous id) has just paid. */
export const justPaidOrderSchema = yup.object({ LanguageId: languageId(), AnonymousUserId: anonymousId() });

/** /abandon-card-payment: the shopper's own card attempt whose provider page did not open or was left. */
export const abandonCardSchema = failReasonSchema;

/** /get-bank-accounts. */
export const bankAccountsSchema = yup.object({ LanguageId: languageId() });

const twoDigits = (value: string | undefined) => (value ? value.padStart(2, '0') : value);

/** Whether a card of expiry month/year (two digits) still works this month. */
export function expiryInFuture(month: string, year: string, now = new Date()): boolean {
  const fullYear = 2000 + Number(year);
  return fullYear > now.getFullYear() || (fullYear === now.getFullYear() && Number(month) >= now.getMonth() + 1);
}

/**
 * The card form, used only in the browser: the card goes from the form straight to the payment
 * provider's page, never to the shop's API. Each empty field has the spec's own message (§5).
 */
export const cardSchema = yup.object({
  CardName: yup.string().trim().required(issue('cardName')).max(100),
  CardNumber: yup
    .string()
    .transform((value: string) => value.replace(/\s/g, ''))
    .required(issue('cardNumberEmpty'))
    .test('luhn', issue('cardNumber'), (value) => /^\d{16}$/.test(value ?? '') && isLuhn(value ?? '')),
  ExpiryMonth: yup
    .string()
    .transform(twoDigits)
    .required(issue('expiryMonth'))
    .matches(/^(0[1-9]|1[0-2])$/, { message: issue('oneOf') }),
  ExpiryYear: yup
    .string()
    .required(issue('expiryYear'))
    .test('range', issue('oneOf'), (value) => /^\d{2}$/.test(value ?? '') && Number(value) >= EXPIRY_YEAR_MIN && Number(value) <= EXPIRY_YEAR_MAX)
    .test('future', issue('cardExpired'), function future(value) {
      const month: unknown = this.parent.ExpiryMonth;
      return typeof month !== 'string' || !/^\d{2}$/.test(month) || !value || expiryInFuture(month, value);
    }),
  Cvv: yup
    .string()
    .trim()
    .required(issue('cvvEmpty'))
    .matches(/^\d{3}$/, { message: issue('cvv') }),
});

export type CardInput = yup.InferType<typeof cardSchema>;
