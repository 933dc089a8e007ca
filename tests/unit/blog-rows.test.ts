import { blogCells } from '@/components/blog/blogRows';

const spans = (wides: boolean[]) => blogCells(wides).map((cell) => cell.span);

test('full rows keep their 8 + 4 and 4 + 4 + 4', () => {
  expect(spans([true, false, false, false, false])).toEqual([8, 4, 4, 4, 4]);
});

test('a last row of one card keeps its size, centred, rather than stretching over the row', () => {
  expect(blogCells([false, false, false, false])).toEqual([
    { span: 4, wide: false },
    { span: 4, wide: false },
    { span: 4, wide: false },
    { span: 4, wide: false, start: 5 },
  ]);
});

test('two cards left over share the row, and a wide post after two narrow ones stretches the row it leaves', () => {
  expect(spans([false, false, false, false, false])).toEqual([4, 4, 4, 6, 6]);
  // 4 + 4 then a wide one that cannot fit: the first row stretches to 6 + 6, the wide one ends alone, centred at its 8.
  expect(blogCells([false, false, true])).toEqual([
    { span: 6, wide: true },
    { span: 6, wide: true },
    { span: 8, wide: true, start: 3 },
  ]);
});

test('every row of two or more adds up to 12, and only a lone card is placed', () => {
  const wides = [true, false, false, true, false, false, false, true, false];
  expect(blogCells(wides).every((cell) => cell.start === undefined)).toBe(true);
  const total = spans(wides).reduce((sum, span) => sum + span, 0);
  expect(total % 12).toBe(0);
  // One more narrow post is left alone in a row of its own: it keeps its 4 columns, centred.
  expect(blogCells([...wides, false]).at(-1)).toEqual({ span: 4, wide: false, start: 5 });
});
