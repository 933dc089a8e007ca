/**
 * The `sizes` of the n-th card of a workshop grid of `count` (WorkshopGrid.module.css): a third of
 * the row on a desktop, except the last four (a count of 3k + 1) or the last two (3k + 2), which
 * take half so the list ends on full rows; half below 992px, the whole width on phones.
 */
export function workshopCardSizes(index: number, count: number): string {
  const halves = [0, 4, 2][count % 3];
  const desktop = index >= count - halves ? '50vw' : '33vw';
  return `(max-width: 576px) 100vw, (max-width: 992px) 50vw, ${desktop}`;
}
