/** A text in both shop languages. */
export interface Term {
  tr: string;
  en: string;
}
