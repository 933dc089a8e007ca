import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Open dialogs, innermost last: only the top one answers Tab and Escape, and the page scrolls again when none is left. */
const openDialogs: HTMLElement[] = [];
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  if (savedBodyStyle) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (!savedBodyStyle || openDialogs.length > 0) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

const focusablesIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 || el === document.activeElement);

/**
 * Where focus goes on close when the element that opened the dialog is gone (the row it removed, the
 * form a reload replaced): the page's own heading, so that a keyboard or a screen reader goes on from
 * the top of the page and not from the document's start.
 */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * What every modal surface (dialog, drawer) needs while it is open: focus moves inside and stays
 * there, Escape closes, the page behind does not scroll, and focus returns to the opener on close (or,
 * when it is gone, to the page's heading).
 */
export function useDialogBehaviour(
  containerRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocusRef }: { open: boolean; onClose: () => void; initialFocusRef?: RefObject<HTMLElement | null> },
) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    // The body is no opener: the pressed button was already gone (removed in the same update) when this opened.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const openedOn = window.location.pathname;
    openDialogs.push(container);
    lockScroll();
    (initialFocusRef?.current ?? focusablesIn(container)[0] ?? container).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== container) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(container), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      // After a navigation the new page places focus itself.
      else if (window.location.pathname === openedOn) focusPageHeading();
    };
  }, [open, containerRef, initialFocusRef]);
}
