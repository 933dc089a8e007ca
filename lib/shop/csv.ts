/**
 * RFC 4180 CSV: every field quoted, quotes doubled, CRLF between records. A field that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is prefixed with an
 * apostrophe (OWASP's CSV injection advice): names and e-mails are typed by shoppers.
 */
const field = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]) =>
  [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
