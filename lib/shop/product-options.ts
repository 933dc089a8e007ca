/** Spec 01 §3: a product's option names travel in one OptionList, joined by `^`; the page splits them. */
export const OPTION_SEPARATOR = '^';
