import { blogCells } from '@/components/blog/blogRows';

const spans = (wides: boolean[]) => blogCells(wides).map((cell) => cell.span);

/** The rows as the 12-column grid lays the spans out, one after another. */
function rowsOf(wides: boolean[]) {
  const rows: number[][] = [[]];
  let used = 0;
  for (const span of spans(wides)) {
    if (used + span > 12) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(span);
    used += span;
  }
  return rows;
}

test('full rows keep their 8 + 4 and 4 + 4 + 4', () => {
  expect(spans([true, false, false, false, false])).toEqual([8, 4, 4, 4, 4]);
});

test('a card left alone at the end takes the card before it: two rows of two halves, not 4 + 4 + 4 and one', () => {
  expect(spans([false, false, false, false])).toEqual([6, 6, 6, 6]);
  expect(blogCells([false, false, false, false]).every((cell) => cell.wide && cell.start === undefined)).toBe(true);
});

test('a wide post after two narrow ones pairs with the second: 6 + 6 would leave it alone', () => {
  expect(spans([false, false, true])).toEqual([12, 4, 8]);
  expect(blogCells([false, false, true])[0]).toEqual({ span: 12, wide: true });
});

test('two wide posts paired share the row equally', () => {
  expect(spans([true, true])).toEqual([6, 6]);
  expect(spans([false, false, false, true, true])).toEqual([4, 4, 4, 6, 6]);
});

test('only a list of one post keeps its size, centred', () => {
  expect(blogCells([false])).toEqual([{ span: 4, wide: false, start: 5 }]);
  expect(spans([false, false])).toEqual([6, 6]);
});

test('every row of every list of up to 14 posts adds up to 12 columns', () => {
  for (let length = 2; length <= 14; length += 1) {
    for (let mask = 0; mask < 2 ** length; mask += 97) {
      const wides = Array.from({ length }, (_, index) => Boolean(mask & (1 << index)));
      const rows = rowsOf(wides);
      expect({ wides, rows: rows.map((row) => row.reduce((sum, span) => sum + span, 0)) }).toEqual({ wides, rows: rows.map(() => 12) });
    }
  }
  // The seed's pattern: every fifth post wide.
  for (let length = 2; length <= 30; length += 1) {
    const wides = Array.from({ length }, (_, index) => index % 5 === 2);
    expect(rowsOf(wides).every((row) => row.reduce((sum, span) => sum + span, 0) === 12)).toBe(true);
  }
});
