'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import type { Address } from '@/lib/api/addresses';
import styles from './AddressBook.module.css';

interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
}

/** One saved address: its title, who receives it, where (in its country's order), and how to reach them; edit and remove name the address for screen readers. */
export function AddressCard({ address, onEdit, onRemove }: AddressCardProps) {
  const t = useTranslations('addresses');
  return (
    <article className={styles.card} aria-labelledby={`address-${address.AdressId}`}>
      <h2 id={`address-${address.AdressId}`} className={styles.cardTitle}>
        {address.AddressName}
      </h2>
      <address className={styles.lines}>
        {address.Lines.map((line, index) => (
          <span key={`${index}-${line}`} className={index === 0 ? styles.name : undefined}>
            {line}
          </span>
        ))}
        <span>
          <span className="visually-hidden">{t('phone')}: </span>
          {address.PhoneStr}
        </span>
      </address>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="sm" onClick={() => onEdit(address)} aria-label={t('editLabel', { title: address.AddressName })}>
          {t('edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onRemove(address)} aria-label={t('removeLabel', { title: address.AddressName })}>
          {t('remove')}
        </Button>
      </div>
    </article>
  );
}
