import { workshopCardSizes } from '@/components/workshops/cardSizes';

const desktopSlots = (count: number) => Array.from({ length: count }, (_, index) => workshopCardSizes(index, count).split(', ').pop());

describe('workshopCardSizes: the picture slot each card of the grid is drawn in', () => {
  test('full rows of three: every card a third of the width on a desktop', () => {
    expect(desktopSlots(9)).toEqual(Array(9).fill('33vw'));
  });

  test('3k + 1 cards: the last four take half, as the grid spans them over three of six tracks', () => {
    expect(desktopSlots(10)).toEqual([...Array(6).fill('33vw'), ...Array(4).fill('50vw')]);
    expect(desktopSlots(1)).toEqual(['50vw']);
  });

  test('3k + 2 cards: the last two take half', () => {
    expect(desktopSlots(8)).toEqual([...Array(6).fill('33vw'), '50vw', '50vw']);
  });

  test('below the desktop, half; on phones, the whole width', () => {
    expect(workshopCardSizes(0, 3)).toBe('(max-width: 576px) 100vw, (max-width: 992px) 50vw, 33vw');
  });
});
