import { email } from './common';
import { yup } from './yup';

/** The newsletter form and /add-subscriber check the same rule. */
export const subscriberSchema = yup.object({ Email: email() });
