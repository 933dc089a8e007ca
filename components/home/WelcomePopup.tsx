'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Cookies from 'js-cookie';
import { Modal } from '@/components/modals/Modal';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { OutputOf } from '@/lib/api/contract';
import styles from './WelcomePopup.module.css';

type Popup = NonNullable<OutputOf<'get-popup'>['popup']>;

/** Spec 01 §4: the popup cookie suppresses the welcome popup for a day. */
const POPUP_COOKIE = 'popup';
/** Let the page settle before anything covers it. */
const SHOW_AFTER_MS = 1200;

/**
 * The welcome popup of the home page: once a day, an image and one button. In an editor's preview
 * (`always`) it shows on every visit, and the shopper's once-a-day cookie is left alone. The picture
 * comes drawn by the server (WelcomePopupPicture), so the home page's scripts carry no image helper.
 */
export function WelcomePopup({ popup, picture, always = false }: { popup: Popup; picture: ReactNode; always?: boolean }) {
  const t = useTranslations('popup');
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!always && Cookies.get(POPUP_COOKIE)) return;
    const timer = window.setTimeout(() => {
      if (!always) Cookies.set(POPUP_COOKIE, '1', { expires: 1, path: '/', sameSite: 'lax' }); // expires in days
      setOpen(true);
    }, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [always]);

  const close = () => setOpen(false);

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} size="md" padded={false}>
      <div className={styles.popup}>
        <div className={styles.media}>{picture}</div>
        <div className={styles.body}>
          <p className={styles.eyebrow}>{t('label')}</p>
          <h2 id={titleId} className={styles.title}>
            {popup.Title || t('label')}
          </h2>
          <ButtonLink href={popup.ContinueUrl} onClick={close} className={styles.button}>
            {popup.ButtonTitle}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
