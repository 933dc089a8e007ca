import { sanitizeHtmlReport } from '@/lib/shop/html';

/**
 * A record's descriptions in both languages through the shop's one HTML policy: the HTML to store,
 * and what each lost, which the save answers so the form can show it under the text.
 */
export function sanitizedDescriptions(input: { DescriptionTr: string; DescriptionEn: string }) {
  const tr = sanitizeHtmlReport(input.DescriptionTr);
  const en = sanitizeHtmlReport(input.DescriptionEn);
  return { html: { descriptionTr: tr.html, descriptionEn: en.html }, removed: { DescriptionTr: tr.removed, DescriptionEn: en.removed } };
}

/** A row for the audit log without its long texts (many KB each; the row says what else changed). */
export const withoutDescriptions = <Row extends object>(row: Row) => ({ ...row, descriptionTr: undefined, descriptionEn: undefined });
