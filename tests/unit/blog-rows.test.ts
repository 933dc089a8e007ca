import { blogCells } from '@/components/blog/blogRows';

const spans = (wides: boolean[]) => blogCells(wides).map((cell) => cell.span);
const bands = (wides: boolean[]) => blogCells(wides).map((cell) => cell.band);

/** The rows as the 12-column grid lays the spans out, one after another (a desktop's, or the two-column band's). */
function rowsOf(wides: boolean[], of: (wides: boolean[]) => number[] = spans) {
  const rows: number[][] = [[]];
  let used = 0;
  for (const span of of(wides)) {
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
  expect(blogCells([false, false, true])[0]).toEqual({ span: 12, wide: true, band: 12 });
});

test('two wide posts paired share the row equally', () => {
  expect(spans([true, true])).toEqual([6, 6]);
  expect(spans([false, false, false, true, true])).toEqual([4, 4, 4, 6, 6]);
});

test('only a list of one post keeps its size, centred', () => {
  expect(blogCells([false])).toEqual([{ span: 4, wide: false, start: 5, band: 6, bandStart: 4 }]);
  expect(spans([false, false])).toEqual([6, 6]);
});

test('in the two-column band a card over half a desktop row takes its row and the others pair up; an odd narrow run opens on one across the row, drawn landscape', () => {
  expect(bands([false, false, false])).toEqual([12, 6, 6]);
  expect(spans([true, false, false, false, false, true, false])).toEqual([8, 4, 4, 4, 4, 8, 4]);
  expect(bands([true, false, false, false, false, true, false])).toEqual([12, 6, 6, 6, 6, 12, 12]);
  // Three narrow posts fill a desktop row as 4 + 4 + 4; the first is still landscape only in the band.
  expect(blogCells([false, false, false])[0]).toEqual({ span: 4, wide: false, band: 12 });
  // Two halves of a desktop row (landscape both) stay side by side; a narrow run around them pairs on its own.
  expect(spans([false, false, false, false])).toEqual([6, 6, 6, 6]);
  expect(bands([false, false, false, false])).toEqual([6, 6, 6, 6]);
  expect(spans([false, false, false, false, false])).toEqual([4, 4, 4, 6, 6]);
  expect(bands([false, false, false, false, false])).toEqual([12, 6, 6, 6, 6]);
  expect(blogCells([true])).toEqual([{ span: 8, wide: true, start: 3, band: 12 }]);
});

for (const [width, of] of [
  ['a desktop', spans],
  ['the two-column band', bands],
] as const) {
  test(`on ${width}, every row of every list of up to 14 posts adds up to 12 columns`, () => {
    for (let length = 2; length <= 14; length += 1) {
      for (let mask = 0; mask < 2 ** length; mask += 97) {
        const wides = Array.from({ length }, (_, index) => Boolean(mask & (1 << index)));
        const rows = rowsOf(wides, of);
        expect({ wides, rows: rows.map((row) => row.reduce((sum, span) => sum + span, 0)) }).toEqual({ wides, rows: rows.map(() => 12) });
      }
    }
    // The seed's pattern: every fifth post wide.
    for (let length = 2; length <= 30; length += 1) {
      const wides = Array.from({ length }, (_, index) => index % 5 === 2);
      expect(rowsOf(wides, of).every((row) => row.reduce((sum, span) => sum + span, 0) === 12)).toBe(true);
    }
  });
}
