/** The grid's columns: a wide-photo post takes 8, another 4, so a full row is 8 + 4 or 4 + 4 + 4. */
const COLUMNS = 12;
const WIDE = 8;
const NARROW = 4;

export interface BlogCell {
  span: number;
  /** Laid out landscape: a wide-photo post, or one stretched to half a row or more. */
  wide: boolean;
}

/**
 * Places the posts in rows of 12 columns as the grid would, then stretches the posts of any row
 * that is not full (a wide post after two narrow ones, the list's last row) over the columns left,
 * so no row ends on a gap or on one lone card beside empty space.
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
    const each = Math.floor(left / row.length);
    row.forEach((index, position) => {
      const span = cells[index].span + each + (position === row.length - 1 ? left - each * row.length : 0);
      cells[index] = { span, wide: cells[index].wide || span >= COLUMNS / 2 };
    });
  }
  return cells;
}
