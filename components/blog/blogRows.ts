/** The grid's columns: a wide-photo post takes 8, another 4, so a full row is 8 + 4 or 4 + 4 + 4. */
const COLUMNS = 12;
const WIDE = 8;
const NARROW = 4;

export interface BlogCell {
  span: number;
  /** Laid out landscape: a wide-photo post, or one stretched to half a row or more. */
  wide: boolean;
  /** The first column of a card left alone in its row, which keeps its size and is centred. */
  start?: number;
}

/**
 * Places the posts in rows of 12 columns as the grid would, then stretches the posts of a row of two
 * that is not full (two narrow ones before a wide post, the list's last two) over the columns left.
 * A card alone in its row keeps its own size and is centred: stretched over the whole row it became one
 * landscape card twice the width of its neighbours.
 */
export function blogCells(wides: readonly boolean[]): BlogCell[] {
  const rows: number[][] = [];
  let used = COLUMNS;
  wides.forEach((wide, index) => {
    const span = wide ? WIDE : NARROW;
    if (used + span > COLUMNS) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(index);
    used += span;
  });
  const cells: BlogCell[] = wides.map((wide) => ({ span: wide ? WIDE : NARROW, wide }));
  for (const row of rows) {
    const left = COLUMNS - row.reduce((sum, index) => sum + cells[index].span, 0);
    if (left === 0) continue;
    if (row.length === 1) {
      cells[row[0]] = { ...cells[row[0]], start: left / 2 + 1 };
      continue;
    }
    const each = Math.floor(left / row.length);
    row.forEach((index, position) => {
      const span = cells[index].span + each + (position === row.length - 1 ? left - each * row.length : 0);
      cells[index] = { span, wide: cells[index].wide || span >= COLUMNS / 2 };
    });
  }
  return cells;
}
