'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import styles from './ContactDetails.module.css';

/**
 * The store's map, fetched from the map provider only when the shopper presses "Show map": no
 * third-party request (nor its cookies) on an ordinary visit. Without JavaScript the link opens it.
 */
export function ContactMap({ url, title }: { url: string; title: string }) {
  const t = useTranslations('contact');
  const isClient = useIsClient();
  const [shown, setShown] = useState(false);
  const frameId = useId();
  return (
    <>
      <p className={styles.note}>{t('mapNote')}</p>
      <div className={styles.mapActions}>
        {isClient ? (
          <Button variant="secondary" size="sm" aria-expanded={shown} aria-controls={frameId} onClick={() => setShown((current) => !current)}>
            {shown ? t('hideMap') : t('showMap')}
          </Button>
        ) : null}
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t('openMap')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      </div>
      <div id={frameId} hidden={!shown}>
        {shown ? (
          <iframe src={url} title={title} className={styles.frame} referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups" />
        ) : null}
      </div>
    </>
  );
}
