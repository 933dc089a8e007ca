'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';

/** A pointer that leaves for the popover's edge must not close it on the way. */
const CLOSE_DELAY_MS = 200;

/**
 * A header icon that stays a link (without JavaScript, and for a new tab) and, with JavaScript,
 * opens its popover on a click or a hovering mouse; Escape (focus back on the icon), a click outside
 * or leaving it closes it. Opened by a click it stays until clicked again; opened by hover it follows
 * the mouse.
 */
export function useHeaderPopover() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const closing = useRef<number | undefined>(undefined);
  const pinned = useRef(false);

  const close = () => {
    pinned.current = false;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      link.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closing.current), []);

  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the link's page (a new tab) as any link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.clearTimeout(closing.current);
    const next = !(open && pinned.current);
    pinned.current = next;
    setOpen(next);
  };
  const hover = (entering: boolean) => (event: { pointerType: string }) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closing.current);
    if (entering) setOpen(true);
    else if (!pinned.current) closing.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return {
    open,
    close,
    /** Spread on the element holding the icon and its popover. */
    rootProps: { ref: root, onPointerEnter: hover(true), onPointerLeave: hover(false) },
    /** Spread on the icon's link. */
    linkProps: { ref: link, onClick: toggle, 'aria-expanded': open, 'aria-controls': open ? id : undefined },
    /** The popover's id, which the link names while it is open. */
    popoverId: id,
  };
}
