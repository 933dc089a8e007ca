import { email, phone } from './common';
import { issue, yup } from './yup';

/** Spec 01 §5: İptal & İade, Ürün Problemi, Yeni Marka, Diğer — stored as these keys, labelled per language. */
export const CONTACT_SUBJECTS = ['cancel-return', 'product-problem', 'new-brand', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Spec 01 §9: the message box holds 450 characters. */
export const CONTACT_MESSAGE_MAX = 450;
export const CONTACT_NAME_MAX = 100;

/** The contact form and /add-contact-form check the same rules (spec 01 §5). */
export const contactSchema = yup.object({
  NameSurname: yup.string().trim().required().min(2).max(CONTACT_NAME_MAX),
  Email: email(),
  Phone: phone().required(),
  // "Choose…" is no choice: empty reads as missing, so the message says the field is required.
  Subject: yup
    .string()
    .transform((value: string) => value || undefined)
    .required()
    .oneOf(CONTACT_SUBJECTS),
  Message: yup.string().trim().max(CONTACT_MESSAGE_MAX).required(),
  // Sending is blocked until the personal-data box is ticked, with the spec's own sentence.
  KvkkAccepted: yup.boolean().required(issue('kvkk')).oneOf([true], issue('kvkk')),
});
