import type { Locator, Page } from '@playwright/test';

/** Where an element is drawn on the page, as the shopper sees it (never null for a visible element). */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

type Box = { x: number; y: number; width: number; height: number };

/** Two boxes share at least one pixel. */
export const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** a lies wholly inside b (half a pixel for rounding). */
export const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;

/**
 * Text cut or run out of its box: an element whose content is wider than the box (scrollWidth), or an
 * amount ("12.192,92 TL", "$1,234.50") broken over two lines. Returns a line per fault.
 */
export function cutText(locator: Locator) {
  return locator.evaluateAll((elements) => {
    const faults: string[] = [];
    const amount = /[$€£]?\d[\d.,]*\d(?:\s?(?:TL|USD))?/g;
    for (const element of elements as HTMLElement[]) {
      if (element.scrollWidth > element.clientWidth + 1) faults.push(`"${element.textContent}" ${element.scrollWidth} > ${element.clientWidth}`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(amount)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) faults.push(`"${match[0]}" broken over ${lines.size} lines`);
        }
      }
    }
    return faults;
  });
}

/** The rows of a grid's items (by their top), each as its left and right edges against the grid's. */
export function gridRows(grid: Locator) {
  return grid.evaluate((list) => {
    const outer = list.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number; count: number }>();
    for (const item of Array.from(list.children)) {
      const box = item.getBoundingClientRect();
      if (box.width === 0) continue;
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
      rows.set(top, { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right), count: row.count + 1 });
    }
    return Array.from(rows.values(), (row) => ({ count: row.count, fromStart: Math.round(row.left - outer.left), toEnd: Math.round(outer.right - row.right) }));
  });
}

/** The computed look of a dropdown: what makes two of them the same control to the eye. */
export function selectLook(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: style.height,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderRadius,
      font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight}`,
      color: style.color,
      background: `${style.backgroundColor} ${style.backgroundImage} ${style.backgroundPosition} ${style.backgroundSize}`,
      padding: `${style.paddingLeft} ${style.paddingRight}`,
      appearance: style.appearance,
    };
  });
}

/** Keeps a screen for the closing note when SHOTS_DIR names a folder. */
export async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}
