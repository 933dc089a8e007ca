'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { deleteCatalogueCategory, reparentCatalogueCategory } from '@/lib/api/catalogue-editing';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import styles from './Catalogue.module.css';

export type TreeChoice = { CategoryId: number; Depth: number; Name: string };

interface CategoryPlaceProps {
  categoryId: number;
  version: number;
  parentId: number | null;
  name: string;
  /** The tree without this category's own branch (it cannot go under itself). */
  tree: readonly TreeChoice[];
}

/** Where a category sits: its parent (moved under another, or to the top), and its deletion when it is empty. */
export function CategoryPlace({ categoryId, version, parentId, name, tree }: CategoryPlaceProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const id = useId();
  const [parent, setParent] = useState(parentId ? String(parentId) : '');
  // The version after this panel's own move (the page's props follow only once the refresh lands).
  const [moved, setMoved] = useState(version);
  const current = Math.max(moved, version);
  const [status, setStatus] = useState({ ok: true, message: '', busy: false });
  const answer = (reply: { succeeded: boolean; message: string; errors?: Record<string, string> } | null, done: string) =>
    setStatus({ ok: Boolean(reply?.succeeded), message: reply ? (reply.succeeded ? done : (reply.errors?.ParentId ?? reply.message)) : '', busy: false });
  const move = async () => {
    setStatus({ ok: true, message: t('saving'), busy: true });
    const reply = await reparentCatalogueCategory({ CategoryId: categoryId, Version: current, ParentId: parent ? Number(parent) : null });
    if (reply?.succeeded) setMoved(reply.data.Version);
    answer(reply, t('categoryMoved'));
    router.refresh();
  };
  const remove = async () => {
    if (!window.confirm(t('categoryDeleteConfirm', { name }))) return;
    setStatus({ ok: true, message: t('saving'), busy: true });
    const reply = await deleteCatalogueCategory({ CategoryId: categoryId, Version: current });
    answer(reply, '');
    if (reply?.succeeded) router.push(operatorRoutes.categories());
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{t('categoryPlace')}</h2>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-parent`} className={formStyles.label}>{t('categoryParent')}</label>
        <Select id={`${id}-parent`} value={parent} onChange={(event) => setParent(event.target.value)}>
          <option value="">{t('categoryTop')}</option>
          {tree.map((row) => (
            <option key={row.CategoryId} value={row.CategoryId}>{`${'— '.repeat(row.Depth)}${row.Name}`}</option>
          ))}
        </Select>
      </div>
      <div className={styles.actions}>
        <Button type="button" disabled={status.busy || parent === (parentId ? String(parentId) : '')} onClick={move}>{t('categoryMove')}</Button>
        <Button type="button" variant="secondary" disabled={status.busy} onClick={remove}>{t('categoryDelete')}</Button>
      </div>
      <p role={status.ok ? 'status' : 'alert'}>{status.message}</p>
    </section>
  );
}
