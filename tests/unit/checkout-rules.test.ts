/** @jest-environment node */
import { isLuhn, isTckn, isVkn } from '@/lib/shop/checkout/identity';
import { CARD_FAMILIES, INSTALLMENT_COUNTS, installmentPlan, surchargeBasisPoints } from '@/lib/shop/checkout/installments';
import {
  addressStepSchema, cardSchema, expiryInFuture, paymentProcessSchema, paytrTokenSchema,
} from '@/lib/shop/validation/checkout';
import { isIssue, type Issue } from '@/lib/shop/validation/yup';
import { ValidationError } from 'yup';

describe('T.C. Kimlik No', () => {
  it('accepts numbers whose two check digits hold', () => {
    for (const valid of ['10000000146', '11111111110', '12345678950', '98765432150']) expect(isTckn(valid)).toBe(true);
  });

  it('refuses a wrong check digit, a leading 0, other lengths and non-digits', () => {
    for (const invalid of ['10000000145', '10000000156', '01234567890', '1000000014', '100000001460', '1000000014a', '', '12345678901']) {
      expect(isTckn(invalid)).toBe(false);
    }
  });
});

describe('Vergi Kimlik No', () => {
  it('accepts numbers whose check digit holds', () => {
    for (const valid of ['1234567890', '9029589240', '3721052062', '7920586482', '0123456789']) expect(isVkn(valid)).toBe(true);
  });

  it('refuses a wrong check digit and other lengths', () => {
    for (const invalid of ['1234567891', '9029589241', '123456789', '12345678901', 'abcdefghij', '']) expect(isVkn(invalid)).toBe(false);
  });
});

describe('Luhn', () => {
  it("accepts PayTR's published test cards, with or without the mask's spaces", () => {
    for (const card of ['4355 0843 5508 4358', '5406675406675403', '9792 0303 9444 0796']) expect(isLuhn(card)).toBe(true);
  });

  it('refuses a changed digit and non-numbers', () => {
    for (const card of ['4355 0843 5508 4357', '5406675406675404', '1234 5678 9012 3456', '4355-0843-5508-4358', '']) expect(isLuhn(card)).toBe(false);
  });
});

describe('instalments', () => {
  it('lists no instalment and 2 to 12, and nine card families', () => {
    expect(INSTALLMENT_COUNTS).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(CARD_FAMILIES).toHaveLength(9);
  });

  it('charges 3.77 % for 2 and 0.99 % more for each instalment above 2', () => {
    expect([0, 2, 3, 12].map(surchargeBasisPoints)).toEqual([0, 377, 476, 1367]);
    expect(() => surchargeBasisPoints(1)).toThrow(RangeError);
    expect(() => surchargeBasisPoints(13)).toThrow(RangeError);
  });

  it('prices 1.000,00 TL in 0, 2, 3 and 12 instalments in kuruş', () => {
    expect(installmentPlan(100_000, 0)).toEqual({ surcharge: 0, total: 100_000, monthly: 100_000 });
    expect(installmentPlan(100_000, 2)).toEqual({ surcharge: 3_770, total: 103_770, monthly: 51_885 });
    expect(installmentPlan(100_000, 3)).toEqual({ surcharge: 4_760, total: 104_760, monthly: 34_920 });
    expect(installmentPlan(100_000, 12)).toEqual({ surcharge: 13_670, total: 113_670, monthly: 9_473 });
  });

  it('prices $123.45 in cents, rounding half up', () => {
    // 12 345 × 4.76 % = 587.622 → 588; 12 345 × 3.77 % = 465.4065 → 465; 12 345 × 13.67 % = 1 687.5615 → 1 688.
    expect(installmentPlan(12_345, 0)).toEqual({ surcharge: 0, total: 12_345, monthly: 12_345 });
    expect(installmentPlan(12_345, 2)).toEqual({ surcharge: 465, total: 12_810, monthly: 6_405 });
    expect(installmentPlan(12_345, 3)).toEqual({ surcharge: 588, total: 12_933, monthly: 4_311 });
    expect(installmentPlan(12_345, 12)).toEqual({ surcharge: 1_688, total: 14_033, monthly: 1_169 });
    // Exactly half a cent goes up: 50 × 3.77 % = 1.885 → 2; 10 000 × 4.76 % has no remainder.
    expect(installmentPlan(50, 2).surcharge).toBe(2);
    expect(installmentPlan(10_000, 3).surcharge).toBe(476);
  });

  it('refuses fractions and negative totals', () => {
    expect(() => installmentPlan(10.5, 2)).toThrow(RangeError);
    expect(() => installmentPlan(-1, 2)).toThrow(RangeError);
  });
});

/** The issue keys a schema reports, by field. */
async function issuesOf(schema: { validate(value: unknown, options: object): Promise<unknown> }, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // As the API reports them: the first problem of each field.
    const issues: Record<string, Issue['key'] | undefined> = {};
    for (const inner of error.inner) issues[inner.path ?? ''] ??= (inner.errors.find(isIssue) as Issue | undefined)?.key;
    return issues;
  }
}

const guest = {
  Email: 'ayse@example.com',
  DeliveryNameSurname: 'Ayşe Yılmaz',
  DeliveryPhone: '(532) 123 45 67',
  DeliveryCityId: '34',
  DeliveryDistrictId: '450',
  DeliveryAddress: 'Moda Cad. No: 12',
  BillNameSurname: 'Ayşe Yılmaz',
  BillCitizenshipNumber: '10000000146',
};

describe('the address step', () => {
  it('takes a guest with billing same as delivery, as an individual, without a gift note', async () => {
    expect(await issuesOf(addressStepSchema, guest)).toEqual({});
    const cast = addressStepSchema.cast(guest);
    expect(cast).toMatchObject({ IsSameAddress: true, IsCorporate: false, IsGiftWrap: false, DeliveryPhone: '+905321234567', DeliveryCityId: 34 });
  });

  it("gives the spec's messages: empty guest e-mail, invalid T.C. Kimlik No, unchosen city", async () => {
    expect(await issuesOf(addressStepSchema, { ...guest, Email: '', BillCitizenshipNumber: '12345678901', DeliveryCityId: '' })).toEqual({
      Email: 'guestEmail',
      BillCitizenshipNumber: 'tckn',
      DeliveryCityId: 'cityNotChosen',
    });
    expect(await issuesOf(addressStepSchema, { ...guest, BillCitizenshipNumber: '' })).toEqual({ BillCitizenshipNumber: 'tckn' });
  });

  it('asks a corporate bill for company, a valid VKN and tax office, and no T.C. Kimlik No', async () => {
    const corporate = { ...guest, IsCorporate: true, BillNameSurname: '', BillCitizenshipNumber: '' };
    expect(await issuesOf(addressStepSchema, corporate)).toEqual({ BillCompanyName: 'required', BillTaxNumber: 'vkn', BillTaxOffice: 'required' });
    expect(await issuesOf(addressStepSchema, { ...corporate, BillCompanyName: 'Atölye Ltd.', BillTaxNumber: '1234567891', BillTaxOffice: 'Kadıköy' })).toEqual({
      BillTaxNumber: 'vkn',
    });
    expect(await issuesOf(addressStepSchema, { ...corporate, BillCompanyName: 'Atölye Ltd.', BillTaxNumber: '1234567890', BillTaxOffice: 'Kadıköy' })).toEqual({});
  });

  it("asks a guest's separate billing address, and a member's saved address ids instead of typed ones", async () => {
    expect(await issuesOf(addressStepSchema, { ...guest, IsSameAddress: false })).toEqual({
      BillPhone: 'required',
      BillCityId: 'cityNotChosen',
      BillDistrictId: 'districtNotChosen',
      BillAddress: 'required',
    });
    const member = { IsLoggedIn: true, BillNameSurname: 'Deniz Kaya', BillCitizenshipNumber: '10000000146' };
    expect(await issuesOf(addressStepSchema, member)).toEqual({ DeliveryAddressId: 'required' });
    expect(await issuesOf(addressStepSchema, { ...member, DeliveryAddressId: 3, IsSameAddress: false })).toEqual({ BillAddressId: 'required' });
    expect(await issuesOf(addressStepSchema, { ...member, DeliveryAddressId: 3 })).toEqual({});
  });

  it('keeps the gift note to 450 characters', async () => {
    expect(await issuesOf(addressStepSchema, { ...guest, IsGiftWrap: true, GiftWrapNote: 'a'.repeat(450) })).toEqual({});
    expect(await issuesOf(addressStepSchema, { ...guest, IsGiftWrap: true, GiftWrapNote: 'a'.repeat(451) })).toEqual({ GiftWrapNote: 'maxLength' });
  });
});

describe('the payment step', () => {
  it('needs the contract approved to create an order, not to check the address step', async () => {
    expect(await issuesOf(paymentProcessSchema, { ...guest, IsForChecking: true })).toEqual({});
    expect(await issuesOf(paymentProcessSchema, { ...guest, IsBank: true, BankAccountId: 1 })).toEqual({ ContractAccepted: 'contract' });
    expect(await issuesOf(paymentProcessSchema, { ...guest, IsBank: true, BankAccountId: 1, ContractAccepted: false })).toEqual({ ContractAccepted: 'contract' });
    expect(await issuesOf(paymentProcessSchema, { ...guest, IsBank: true, ContractAccepted: true })).toEqual({ BankAccountId: 'required' });
  });

  it('takes instalments 0 and 2 to 12 only', async () => {
    for (const InstallmentCount of [1, 13, 2.5]) {
      expect(Object.keys(await issuesOf(paytrTokenSchema, { ...guest, ContractAccepted: true, InstallmentCount }))).toEqual(['InstallmentCount']);
    }
    expect(await issuesOf(paytrTokenSchema, { ...guest, ContractAccepted: true, InstallmentCount: 3 })).toEqual({});
  });

  it('does not name a single card field, so the dispatcher drops them', () => {
    const named = Object.keys(paytrTokenSchema.fields).concat(Object.keys(paymentProcessSchema.fields));
    for (const card of Object.keys(cardSchema.fields)) expect(named).not.toContain(card);
  });
});

describe('the card form', () => {
  const card = { CardName: 'PAYTR TEST', CardNumber: '4355 0843 5508 4358', ExpiryMonth: '12', ExpiryYear: '30', Cvv: '000' };

  it("gives each empty field the spec's own message", async () => {
    expect(await issuesOf(cardSchema, { CardName: '', CardNumber: '', ExpiryMonth: '', ExpiryYear: '', Cvv: '' })).toEqual({
      CardName: 'cardName',
      CardNumber: 'cardNumberEmpty',
      ExpiryMonth: 'expiryMonth',
      ExpiryYear: 'expiryYear',
      Cvv: 'cvvEmpty',
    });
  });

  it('checks the number by Luhn, the month and year ranges, and the CVV', async () => {
    expect(await issuesOf(cardSchema, card)).toEqual({});
    expect(await issuesOf(cardSchema, { ...card, CardNumber: '4355 0843 5508 4357', ExpiryMonth: '13', ExpiryYear: '37', Cvv: '12' })).toEqual({
      CardNumber: 'cardNumber',
      ExpiryMonth: 'oneOf',
      ExpiryYear: 'oneOf',
      Cvv: 'cvv',
    });
  });

  it('refuses a card whose expiry month has passed', async () => {
    expect(expiryInFuture('11', '26', new Date(2026, 10, 25))).toBe(true);
    expect(expiryInFuture('10', '26', new Date(2026, 10, 25))).toBe(false);
    expect(expiryInFuture('01', '27', new Date(2026, 10, 25))).toBe(true);
    expect(await issuesOf(cardSchema, { ...card, ExpiryMonth: '01', ExpiryYear: '20' })).toEqual({ ExpiryYear: 'cardExpired' });
  });
});
