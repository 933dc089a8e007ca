'use client';

import Image from 'next/image';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { Select } from '@/components/ui/Select';
import type { BasketLine } from '@/lib/api/basket';
import { Link } from '@/lib/i18n/navigation';
import { isSoldOut } from '@/lib/shop/stock';
import styles from './Basket.module.css';

interface BasketLineItemProps {
  line: BasketLine;
  /** The variation shown in the selector: the line's, or the one being changed to. */
  variationId: number | null;
  /** Some change of the basket is running: every control waits (spec 02 §4's loading flag). */
  locked: boolean;
  /** This line is the one changing. */
  busy: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onVariation: (variationId: number) => void;
  onRemove: () => void;
}

/** One basket line: picture, title, designer, option, variation selector, − / + and remove, and its price. */
export function BasketLineItem({ line, variationId, locked, busy, onDecrease, onIncrease, onVariation, onRemove }: BasketLineItemProps) {
  const t = useTranslations('basket');
  const ids = useId();
  const showsListPrice = line.Price > line.DiscountedPrice;
  // Spec 02 §4: a line does not go below 1; the − rests and says why, and Remove is the way out.
  const atOne = line.Quantity <= 1;
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <Link href={line.Url} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <Image src={line.MainPhoto} alt="" width={112} height={140} sizes="(max-width: 576px) 88px, 112px" className={styles.image} />
      </Link>
      <div className={styles.body}>
        <p className={styles.designer}>{line.DesignerName}</p>
        <h3 className={styles.name}>
          <Link href={line.Url}>{line.Title}</Link>
        </h3>
        {line.OptionItemName ? <p className={styles.detail}>{line.OptionItemName}</p> : null}

        {line.IsMainVariation ? null : (
          <div className={styles.field}>
            <label htmlFor={`${ids}-variation`} className={styles.label}>
              {line.VariationKind ?? t('variation')}
              <span className="visually-hidden"> ({line.Title})</span>
            </label>
            <Select
              id={`${ids}-variation`}
              value={variationId ?? ''}
              disabled={locked}
              onChange={(event) => onVariation(Number(event.target.value))}
            >
              {line.Variations.map((variation) => {
                // The line's own variation stays choosable even when its stock has run out, so the selector shows it.
                const soldOut = isSoldOut(variation.Stock);
                return (
                  <option key={variation.Id} value={variation.Id} disabled={soldOut && variation.Id !== line.VariationId}>
                    {soldOut ? t('variationSoldOut', { name: variation.Name }) : variation.Name}
                  </option>
                );
              })}
            </Select>
          </div>
        )}

        <div className={styles.controls}>
          <div className={styles.quantity} role="group" aria-label={t('quantityOf', { title: line.Title })}>
            <button
              type="button"
              className={styles.step}
              onClick={onDecrease}
              disabled={locked || atOne}
              aria-label={t('decrease', { title: line.Title })}
              aria-describedby={atOne ? `${ids}-floor` : undefined}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className={styles.count} aria-live="polite" aria-label={t('quantityValue', { count: line.Quantity })}>
              {line.Quantity}
            </output>
            <button
              type="button"
              className={styles.step}
              onClick={onIncrease}
              disabled={locked || line.Quantity >= line.Stock}
              aria-label={t('increase', { title: line.Title })}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          {atOne ? (
            <p id={`${ids}-floor`} className={styles.floor}>
              {t('cannotDecrease')}
            </p>
          ) : null}
          <button type="button" className={styles.remove} onClick={onRemove} disabled={locked} aria-label={t('removeLabel', { title: line.Title })}>
            <Icon name="close" size={16} />
            <span>{t('remove')}</span>
          </button>
        </div>
        {line.Quantity > line.Stock ? <p className={styles.warning}>{t('stockLeft', { count: line.Stock })}</p> : null}
      </div>
      <div className={styles.prices}>
        <p className={styles.total}>{line.TotalPriceStr}</p>
        <p className={styles.unit}>
          {showsListPrice ? (
            <>
              <s className={styles.listPrice}>
                <span className="visually-hidden">{t('listPrice')} </span>
                {line.PriceStr}
              </s>{' '}
            </>
          ) : null}
          {t('unitPrice', { price: line.DiscountedPriceStr })}
        </p>
      </div>
    </li>
  );
}
