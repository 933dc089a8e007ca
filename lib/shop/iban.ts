import { electronicFormatIBAN, validateIBAN } from 'ibantools';

/** A Turkish IBAN: TR, two check digits, a five-digit bank code, a reserved 0 and the 16-character account (26 in all). */
export const TURKISH_IBAN_LENGTH = 26;

/** An IBAN as people type or paste it (spaces, lower case, "TR12 0006 …") in its electronic form: "TR120006…". */
export const normalizeIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/**
 * Refunds leave by a Turkish bank transfer (EFT/FAST), so the account must be Türkiye's: the
 * country's length and layout (ibantools' registry) and the ISO 13616 mod-97 check digits.
 */
export function isTurkishIban(value: string): boolean {
  const iban = normalizeIban(value);
  return iban.startsWith('TR') && validateIBAN(iban).valid;
}

/** The account shown back to its owner: enough to recognise it, not enough to copy it ("TR12 **** … 01"). */
export const maskedIban = (iban: string): string => `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-6, -2)} ${iban.slice(-2)}`;
