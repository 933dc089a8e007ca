import { callApi } from './client';
import type { InputOf } from './contract';

/** The editor's discount-code and cargo-rate forms (issue 23). Silent: each form shows a refusal beside its field. */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;

export const saveDiscountCode = (input: Without<'operator-discount-code-save'>) => callApi('operator-discount-code-save', input, silent);
export const saveCargoRates = (input: Without<'operator-cargo-zone-save'>) => callApi('operator-cargo-zone-save', input, silent);
