import { email, id, phone } from './common';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './contact';
import { issue, yup } from './yup';

/** Places one enquiry may ask for: a group larger than this talks to the shop first. */
export const ENQUIRY_SEATS_MAX = 10;

/** The workshop enquiry form and /add-workshop-enquiry check the same rules, those of the contact form plus the places asked for. */
export const workshopEnquirySchema = yup.object({
  WorkshopId: id().required(),
  NameSurname: yup.string().trim().required().min(2).max(CONTACT_NAME_MAX),
  Email: email(),
  Phone: phone().required(),
  Seats: yup.number().integer().min(1).max(ENQUIRY_SEATS_MAX).required(),
  Message: yup.string().trim().max(CONTACT_MESSAGE_MAX).default(''),
  KvkkAccepted: yup.boolean().required(issue('kvkk')).oneOf([true], issue('kvkk')),
});
