/** use-intl's ICU formatter under its own name, so the server's `use-intl/format-message` alias can call it (next.config.mjs). */
declare module 'vitrin-icu-format-message' {
  export { default } from 'use-intl/format-message';
}
