'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import type { Member } from '@/lib/api/account';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { ProfilePopover } from './ProfilePopover';
import styles from './HeaderIcons.module.css';

/** A pointer that leaves for the popover's edge must not close it on the way. */
const CLOSE_DELAY_MS = 200;

/**
 * A member's icon (spec 01 §2 Layout): a link to the profile that, with JavaScript, opens the profile
 * popover on click or mouse hover; Escape, a click outside or leaving it closes it (as the basket's).
 */
export function ProfileMenu({ user }: { user: Member }) {
  const t = useTranslations('account');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const closing = useRef<number | undefined>(undefined);
  // Opened by a click it stays until clicked again; opened by a hovering mouse it follows the mouse.
  const pinned = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      pinned.current = false;
      setOpen(false);
      link.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      pinned.current = false;
      setOpen(false);
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

  return (
    <div ref={root} className={styles.basket} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <Link
        ref={link}
        href={routes.profile()}
        className={`${styles.icon} ${styles.member}`}
        aria-label={t('accountButton', { name: user.NameSurname })}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={toggle}
      >
        <Icon name="user" />
      </Link>
      {open ? (
        <ProfilePopover
          id={id}
          user={user}
          onNavigate={() => {
            pinned.current = false;
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
