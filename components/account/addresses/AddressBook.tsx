'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListStatus } from '@/components/ui/ListStatus';
import { SignedOutPanel } from '@/components/account/SignedOutPanel';
import type { City } from '@/components/location/CityDistrictFields';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { Modal } from '@/components/modals/Modal';
import { useModals } from '@/components/modals/ModalProvider';
import { Button } from '@/components/ui/Button';
import { removeAddress, useAddresses, type Address } from '@/lib/api/addresses';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import styles from './AddressBook.module.css';

/** The address modal: closed, adding, or editing one address. */
type Editing = { address: Address | null } | null;

/**
 * The address book (spec 02 §2 adreslerim): the member's addresses as cards, one modal for add and
 * edit, a confirmation before a removal, and the server's message in the success modal after each
 * change. A visitor sees an invitation to sign in; the page around it stays the same for everyone.
 */
export function AddressBook({ cities }: { cities: City[] }) {
  const t = useTranslations('addresses');
  const modals = useModals();
  const { read, failed, reload } = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);

  if (failed) return <ListStatus state="failed" text={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!read) return <ListStatus state="loading" text={t('loading')} />;
  if (!read.signedIn) return <SignedOutPanel title={t('signedOutTitle')} text={t('signedOutText')} signInLabel={t('signIn')} />;

  const saved = (message: string) => {
    setEditing(null);
    modals.showSuccess({ message });
  };

  const remove = async () => {
    if (!removing) return;
    const reply = await removeAddress(removing.AdressId);
    setRemoving(null);
    if (reply?.succeeded) modals.showSuccess({ message: reply.message });
    else if (reply?.code !== 'login_required') modals.showError({ message: reply?.message });
  };

  const list = read.data.AddressList;
  return (
    <div className={styles.book}>
      <div className={styles.toolbar}>
        <Button onClick={() => setEditing({ address: null })}>{t('add')}</Button>
      </div>
      {list.length === 0 ? (
        <EmptyState title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {list.map((address) => (
            <li key={address.AdressId}>
              <AddressCard address={address} onEdit={(chosen) => setEditing({ address: chosen })} onRemove={setRemoving} />
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.address ? t('editTitle') : t('addTitle')} size="md">
        {/* A new form per address, so edit mode never shows the previous one's values. */}
        {editing ? <AddressForm key={editing.address?.AdressId ?? 'new'} address={editing.address} cities={cities} onSaved={saved} /> : null}
      </Modal>
      <ConfirmModal
        open={removing !== null}
        title={t('confirmRemoveTitle')}
        message={removing ? t('confirmRemoveText', { title: removing.AddressName }) : ''}
        confirmLabel={t('confirmRemove')}
        busyLabel={t('removing')}
        cancelLabel={t('cancel')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
