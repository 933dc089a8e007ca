import { callApi } from './client';
import type { InputOf } from './contract';

/** The editor's slide, banner and popup forms (issue 23). Silent: each form shows a refusal beside its field. */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;

export const saveSlide = (input: Without<'operator-slide-save'>) => callApi('operator-slide-save', input, silent);
export const saveBanner = (input: Without<'operator-banner-save'>) => callApi('operator-banner-save', input, silent);
export const savePopup = (input: Without<'operator-popup-save'>) => callApi('operator-popup-save', input, silent);
