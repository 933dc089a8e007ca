import { isLuhn, isTckn, isVkn } from '../checkout/identity';
import { CARD_FAMILIES, INSTALLMENT_COUNTS } from '../checkout/installments';
import { ADDRESS_DESCRIPTION_MAX, ADDRESS_NAME_MAX, zip } from './address';
import { anonymousId, countryId, id, languageId, optionalId, phone } from './common';
import { issue, yup, type Issue } from './yup';

/** Spec 02 §5 / §9: the gift note's limit, counted down beside the field. */
export const GIFT_NOTE_MAX = 450;
export const TAX_OFFICE_MAX = 100;
export const COMPANY_NAME_MAX = 200;
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

/**
 * The address step (adresbilgisi) and the part of every later call that carries it. A member
 * (`IsLoggedIn`, proven by the session on the server) picks saved addresses by id; a guest types
 * delivery and billing inline and gives an e-mail. Billing is the delivery address unless
 * `IsSameAddress` is false. An individual bill needs a name and a valid T.C. Kimlik No, a
 * corporate one a company, a valid VKN and a tax office.
 */
const addressFields = {
  LanguageId: languageId(),
  CountryId: countryId(),
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
  DeliveryPhone: phone().when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required() : schema.optional())),
  DeliveryCityId: choice().when('IsLoggedIn', ([member], schema) => (guest(member) ? required(schema, 'cityNotChosen') : schema.optional())),
  DeliveryDistrictId: choice().when('IsLoggedIn', ([member], schema) => (guest(member) ? required(schema, 'districtNotChosen') : schema.optional())),
  DeliveryAddress: text(ADDRESS_DESCRIPTION_MAX).when('IsLoggedIn', ([member], schema) => (guest(member) ? schema.required() : schema.optional())),
  DeliveryZip: zip(),
  BillPhone: phone().when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? schema.required() : schema.optional(),
  ),
  BillCityId: choice().when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? required(schema, 'cityNotChosen') : schema.optional(),
  ),
  BillDistrictId: choice().when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? required(schema, 'districtNotChosen') : schema.optional(),
  ),
  BillAddress: text(ADDRESS_DESCRIPTION_MAX).when(['IsLoggedIn', 'IsSameAddress'], ([member, same], schema) =>
    guest(member) && same === false ? schema.required() : schema.optional(),
  ),
  BillZip: zip(),
  IsCorporate: yup.boolean().default(false),
  BillNameSurname: text(ADDRESS_NAME_MAX).when('IsCorporate', ([corporate], schema) => (corporate ? schema.optional() : schema.required().min(2))),
  BillCitizenshipNumber: yup
    .string()
    .trim()
    .when('IsCorporate', ([corporate], schema) =>
      corporate ? schema.optional() : schema.required(issue('tckn')).test('tckn', issue('tckn'), (value) => isTckn(value ?? '')),
    ),
  BillCompanyName: text(COMPANY_NAME_MAX).when('IsCorporate', ([corporate], schema) => (corporate ? schema.required() : schema.optional())),
  BillTaxNumber: yup
    .string()
    .trim()
    .when('IsCorporate', ([corporate], schema) =>
      corporate ? schema.required(issue('vkn')).test('vkn', issue('vkn'), (value) => isVkn(value ?? '')) : schema.optional(),
    ),
  BillTaxOffice: text(TAX_OFFICE_MAX).when('IsCorporate', ([corporate], schema) => (corporate ? schema.required() : schema.optional())),
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
