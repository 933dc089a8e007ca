/** The grid's columns: a wide-photo post takes 8, another 4, so a full row is 8 + 4 or 4 + 4 + 4. */
const COLUMNS = 12;
const WIDE = 8;
const NARROW = 4;

/** The two-column band between a phone and a desktop: a card takes the whole row or shares it with one other. */
const BAND_FULL = COLUMNS;
const BAND_HALF = COLUMNS / 2;

export interface BlogCell {
  span: number;
  /** Laid out landscape: a wide-photo post, or one stretched to half a row or more. */
  wide: boolean;
  /** The first column of a list's only card, which keeps its size and is centred. */
  start?: number;
  /** Columns in the two-column band; a card that is not wide but spans the row there is landscape there. */
  band: number;
  /** The band's first column of a list's only card, centred as on a desktop. */
  bandStart?: number;
}

type DesktopCell = Omit<BlogCell, 'band' | 'bandStart'>;

const ownSpan = (wide: boolean) => (wide ? WIDE : NARROW);

/** Packs the posts into rows of 12 columns in order, as the grid's auto-placement would. */
function packRows(wides: readonly boolean[]): number[][] {
  const rows: number[][] = [];
  let used = COLUMNS;
  wides.forEach((wide, index) => {
    const span = ownSpan(wide);
    if (used + span > COLUMNS) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(index);
    used += span;
  });
  return rows;
}

/** Each post's cell on a desktop's 12 columns and in the two-column band; every row ends full in both. */
export function blogCells(wides: readonly boolean[]): BlogCell[] {
  return withBand(desktopCells(wides));
}

/**
 * The desktop's rows, where every row ends full: a card left alone in its row takes the card before it as a partner (the row
 * above keeps the rest, a single one of them becoming a featured card over the whole row; two lone
 * wide posts share one row), and a row that is not full shares its free columns among its cards. So
 * no row, the last included, ends on one card beside empty space; only a list of a single post keeps
 * that card's size, centred.
 */
function desktopCells(wides: readonly boolean[]): DesktopCell[] {
  const rows = packRows(wides);
  for (let row = rows.length - 1; row > 0; row -= 1) {
    if (rows[row].length !== 1) continue;
    if (rows[row - 1].length > 1) rows[row].unshift(rows[row - 1].pop()!);
    else rows.splice(row - 1, 2, [...rows[row - 1], ...rows[row]]);
  }
  const cells: DesktopCell[] = wides.map((wide) => ({ span: ownSpan(wide), wide }));
  for (const row of rows) {
    const spans = row.map((index) => cells[index].span);
    const taken = spans.reduce((sum, span) => sum + span, 0);
    if (taken === COLUMNS) continue;
    if (row.length === 1 && rows.length === 1) {
      cells[row[0]] = { ...cells[row[0]], start: (COLUMNS - taken) / 2 + 1 };
      continue;
    }
    // Two wide posts paired (8 + 8) halve the row; otherwise the free columns are shared out.
    const fitted = taken > COLUMNS ? row.map(() => COLUMNS / row.length) : spans;
    const left = COLUMNS - fitted.reduce((sum, span) => sum + span, 0);
    const each = Math.floor(left / row.length);
    row.forEach((index, position) => {
      const span = fitted[position] + each + (position === row.length - 1 ? left - each * row.length : 0);
      cells[index] = { span, wide: cells[index].wide || span >= COLUMNS / 2 };
    });
  }
  return cells;
}

/**
 * The band's rows: a card wider than half a desktop row takes its own, two halves of one stay side by
 * side, and the narrow cards go two by two in order. A run of narrow cards with an odd count opens on
 * one drawn across the row, so the pairs after it end full; a list's only card keeps its half, centred.
 */
function withBand(cells: DesktopCell[]): BlogCell[] {
  const band = cells.map((cell) => (cell.span > BAND_HALF ? BAND_FULL : BAND_HALF));
  if (cells.length === 1) return [{ ...cells[0], band: band[0], ...(band[0] === BAND_HALF ? { bandStart: (COLUMNS - BAND_HALF) / 2 + 1 } : {}) }];
  let run: number[] = [];
  const close = () => {
    if (run.length % 2 === 1) band[run[0]] = BAND_FULL;
    run = [];
  };
  cells.forEach((cell, index) => (cell.span === NARROW ? run.push(index) : close()));
  close();
  return cells.map((cell, index) => ({ ...cell, band: band[index] }));
}
