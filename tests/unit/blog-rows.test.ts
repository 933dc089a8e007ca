import { blogCells } from '@/components/blog/blogRows';

const spans = (wides: boolean[]) => blogCells(wides).map((cell) => cell.span);

test('full rows keep their 8 + 4 and 4 + 4 + 4', () => {
  expect(spans([true, false, false, false, false])).toEqual([8, 4, 4, 4, 4]);
});

test('a last row of one card takes the whole row, landscape', () => {
  expect(blogCells([false, false, false, false])).toEqual([
    { span: 4, wide: false },
    { span: 4, wide: false },
    { span: 4, wide: false },
    { span: 12, wide: true },
  ]);
});

test('two cards left over share the row, and a wide post after two narrow ones stretches the row it leaves', () => {
  expect(spans([false, false, false, false, false])).toEqual([4, 4, 4, 6, 6]);
  // 4 + 4 then a wide one that cannot fit: the first row stretches to 6 + 6, the wide one ends alone at 12.
  expect(spans([false, false, true])).toEqual([6, 6, 12]);
});

test('every row adds up to 12', () => {
  const wides = [true, false, false, true, false, false, false, true, false, false];
  const total = spans(wides).reduce((sum, span) => sum + span, 0);
  expect(total % 12).toBe(0);
});
