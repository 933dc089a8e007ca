import formatCompiled from 'use-intl/format-message/format-only';
import formatText from 'vitrin-icu-format-message';

/**
 * `use-intl/format-message` on the server (next.config.mjs aliases it; the browser gets `format-only`).
 * The server's translators (pages, API envelopes, mails) read the catalogues' ICU text; the client
 * islands it renders read the compiled messages their provider hands them (lib/i18n/compile-messages.ts),
 * which are arrays, or strings that read the same either way.
 */
export default function formatMessage(...args: Parameters<typeof formatText>): ReturnType<typeof formatText> {
  const [key, message, values, options] = args;
  return Array.isArray(message) ? formatCompiled(key, message, values, options) : formatText(...args);
}

// `t.raw` reads the catalogues' text, which the server's translators have.
formatMessage.raw = true;
