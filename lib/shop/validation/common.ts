import { yup } from './yup';

/** Building blocks shared by every call's schema. */
export const languageId = () => yup.number().integer().oneOf([1, 2]).default(1);
export const countryId = () => yup.number().integer().min(1).default(223);
export const optionalId = () => yup.number().integer().min(1).nullable().optional();
export const anonymousId = () => yup.string().uuid().nullable().optional();
