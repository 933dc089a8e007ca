import * as yup from 'yup';

/**
 * yup reports message descriptors instead of English sentences, so the same schema
 * yields Turkish or English text on either side (messages/*.json `validation`).
 */
export interface Issue {
  key:
    | 'required' | 'type' | 'oneOf' | 'min' | 'max' | 'minLength' | 'maxLength' | 'email' | 'uuid' | 'integer' | 'nulByte' | 'phone'
    | 'url' | 'date' | 'pastDate' | 'minAge' | 'fileSize' | 'fileType' | 'districtOfCity' | 'kvkk' | 'passwordsMatch' | 'terms'
    | 'cityNotChosen' | 'districtNotChosen' | 'zip' | 'country' | 'cityOfCountry' | 'notShipped' | 'postalCode' | 'phoneIntl' | 'vat'
    | 'tckn' | 'vkn' | 'contract' | 'guestEmail' | 'cardName' | 'cardNumberEmpty' | 'cardNumber' | 'expiryMonth' | 'expiryYear'
    | 'cardExpired' | 'cvvEmpty' | 'cvv' | 'iban' | 'totpCode' | 'trackingNumber' | 'amount'
    | 'imageType' | 'salePrice' | 'slugTaken' | 'slug' | 'optionsMatch' | 'sku' | 'tooMany' | 'photoNeeded'
    | 'endsBeforeStart';
  field: string;
  min?: number;
  max?: number;
}

/** A message descriptor for a schema's own test (`.matches(re, { message: issue('phone') })`). */
export const issue = (key: Issue['key']) => (params: { path: string; min?: number; max?: number }): Issue => ({
  key,
  field: params.path,
  min: params.min,
  max: params.max,
});

yup.setLocale({
  mixed: { required: issue('required'), notType: issue('type'), oneOf: issue('oneOf'), notNull: issue('required'), defined: issue('required') },
  string: { min: issue('minLength'), max: issue('maxLength'), email: issue('email'), uuid: issue('uuid') },
  number: { min: issue('min'), max: issue('max'), integer: issue('integer') },
});

export const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' && value !== null && 'key' in value && 'field' in value;

export { yup };
