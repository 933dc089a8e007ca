/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), with a BOM for spreadsheet programs. A
 * cell that starts like a formula (= + - @, tab, CR) gets a leading apostrophe, so an address a
 * visitor typed cannot run as a formula when someone opens the file (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cellOf = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const csvOf = (header: string[], rows: (string | number | null | undefined)[][]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(cellOf).join(',')).join('\r\n')}\r\n`;
