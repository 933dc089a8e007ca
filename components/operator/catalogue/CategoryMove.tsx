'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { moveCatalogueCategory } from '@/lib/api/catalogue-editing';

interface CategoryMoveProps {
  categoryId: number;
  version: number;
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** Up and down buttons for one category among its siblings; the tree reloads after a move (or a 409's message shows). */
export function CategoryMove({ categoryId, version, name, canMoveUp, canMoveDown }: CategoryMoveProps) {
  const t = useTranslations('catalogueEditing');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const move = async (direction: 'up' | 'down') => {
    setBusy(true);
    const reply = await moveCatalogueCategory({ CategoryId: categoryId, Version: version, Direction: direction });
    setBusy(false);
    setProblem(reply && !reply.succeeded ? reply.message : '');
    router.refresh();
  };
  return (
    <span>
      <button type="button" disabled={busy || !canMoveUp} aria-label={t('moveUp', { name })} onClick={() => move('up')}>↑</button>{' '}
      <button type="button" disabled={busy || !canMoveDown} aria-label={t('moveDown', { name })} onClick={() => move('down')}>↓</button>
      {problem ? <span role="alert"> {problem}</span> : null}
    </span>
  );
}
