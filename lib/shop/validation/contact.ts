import { email, phone } from './common';
import { issue, yup } from './yup';

/** Spec 01 §5: İptal & İade, Ürün Problemi, Yeni Marka, Diğer — stored as these keys, labelled per language. */
export const CONTACT_SUBJECTS = ['cancel-return', 'product-problem', 'new-brand', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * A client written from the spec's call table sends the label the shopper chose, in Turkish or
 * English; it names the same subject as the key. These are the wire values of the contract (the
 * form shows messages/*.json `contact.subjects`, and a test keeps the two equal).
 */
const SUBJECT_OF_LABEL: Readonly<Record<string, ContactSubject>> = {
  'İptal & İade': 'cancel-return',
  'Ürün Problemi': 'product-problem',
  'Yeni Marka': 'new-brand',
  Diğer: 'other',
  'Cancellation & return': 'cancel-return',
  'Product problem': 'product-problem',
  'New brand': 'new-brand',
  Other: 'other',
};

/** A key stays itself, a label becomes its key (NFC, as a Mac keyboard may send decomposed letters); "Choose…" (empty) is missing. */
const subjectKey = (value: string | undefined) => {
  const text = value?.trim().normalize('NFC');
  return text ? (SUBJECT_OF_LABEL[text] ?? text) : undefined;
};

/** Spec 01 §9: the message box holds 450 characters. */
export const CONTACT_MESSAGE_MAX = 450;
export const CONTACT_NAME_MAX = 100;

/** The contact form and /add-contact-form check the same rules (spec 01 §5). */
export const contactSchema = yup.object({
  NameSurname: yup.string().trim().required().min(2).max(CONTACT_NAME_MAX),
  Email: email(),
  Phone: phone().required(),
  // "Choose…" is no choice: empty reads as missing, so the message says the field is required.
  Subject: yup.string().transform(subjectKey).required().oneOf(CONTACT_SUBJECTS),
  Message: yup.string().trim().max(CONTACT_MESSAGE_MAX).required(),
  // Sending is blocked until the personal-data box is ticked, with the spec's own sentence.
  KvkkAccepted: yup.boolean().required(issue('kvkk')).oneOf([true], issue('kvkk')),
});
