'use client';

import { useEffect, useRef, useState } from 'react';

type RowTool = 'up' | 'down' | 'remove';

/**
 * Where focus goes after a row of an ordered list is moved or removed. The pressed button leaves with
 * its row, or is disabled at an end of the list, and focus fell to the document's start. A move follows
 * its row to its new place (onto the other arrow when the pressed one is now disabled); a removal goes
 * to the row that took its place, or to what comes after the list. Rows are the container's elements
 * marked `data-row`; their arrows carry `data-tool="up"` / `"down"`, and what follows the list
 * `data-tool="after"`.
 */
export function useRowFocus<T extends HTMLElement>() {
  const list = useRef<T>(null);
  // A new object per press, so the effect runs once for each.
  const [pressed, setPressed] = useState<{ index: number; tool: RowTool } | null>(null);
  useEffect(() => {
    if (!pressed || !list.current) return;
    const row = list.current.querySelectorAll<HTMLElement>('[data-row]')[pressed.index];
    const arrows = pressed.tool === 'up' ? ['up', 'down'] : pressed.tool === 'down' ? ['down', 'up'] : [];
    const target = row
      ? (arrows.map((tool) => row.querySelector<HTMLElement>(`[data-tool="${tool}"]:not(:disabled)`)).find(Boolean) ?? row.querySelector<HTMLElement>('input, textarea, select'))
      : list.current.querySelector<HTMLElement>('[data-tool="after"]');
    target?.focus();
  }, [pressed]);
  /** Says which row now holds the pressed one's place, and what was pressed. */
  const focusAfter = (index: number, tool: RowTool) => setPressed({ index, tool });
  return { list, focusAfter };
}
