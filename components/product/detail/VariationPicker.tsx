'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/Select';
import { isSoldOut } from '@/lib/shop/stock';
import type { VariationData } from './types';
import styles from './ProductPurchase.module.css';

interface VariationPickerProps {
  /** Spec 01 §3: 1 dropdown, 2 colour swatch (FontColor), 3 photo swatch (PhotoPath). */
  type: number | null;
  label: string;
  variations: VariationData[];
  /** Type 3's photo swatches by variation, drawn on the server (swatchPictures.tsx). */
  swatches: Record<number, ReactNode>;
  value: number | null;
  onChange: (variationId: number) => void;
  /** The id of the message that says a choice is missing, when it shows. */
  errorId?: string;
}

/** Chooses a variation; one out of stock is labelled "Stok Tükendi" and cannot be chosen (spec 01 §9). */
export function VariationPicker({ type, label, variations, swatches, value, onChange, errorId }: VariationPickerProps) {
  const t = useTranslations('productDetail');
  const id = useId();
  const nameOf = (variation: VariationData) => (isSoldOut(variation.Stock) ? t('variationSoldOut', { name: variation.Name }) : variation.Name);

  if (type !== 2 && type !== 3) {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <Select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        >
          <option value="" disabled>
            {t('choose')}
          </option>
          {variations.map((variation) => (
            <option key={variation.VariationId} value={variation.VariationId} disabled={isSoldOut(variation.Stock)}>
              {nameOf(variation)}
            </option>
          ))}
        </Select>
      </div>
    );
  }

  const chosen = variations.find((variation) => variation.VariationId === value);
  const soldOut = variations.filter((variation) => isSoldOut(variation.Stock)).map((variation) => variation.Name);
  return (
    <fieldset className={styles.field} aria-describedby={errorId}>
      <legend className={styles.label}>
        {label}
        {chosen ? <span className={styles.chosen}>{t('selected', { name: chosen.Name })}</span> : null}
      </legend>
      <div className={styles.swatches}>
        {variations.map((variation) => {
          const soldOut = isSoldOut(variation.Stock);
          return (
            <label key={variation.VariationId} className={`${styles.swatch} ${type === 3 ? styles.photoSwatch : ''}`} data-sold-out={soldOut || undefined} title={nameOf(variation)}>
              <input
                type="radio"
                name={id}
                className="visually-hidden"
                value={variation.VariationId}
                checked={value === variation.VariationId}
                disabled={soldOut}
                onChange={() => onChange(variation.VariationId)}
              />
              {(type === 3 && swatches[variation.VariationId]) || (
                <span className={styles.colour} style={{ backgroundColor: variation.FontColor ?? undefined }} aria-hidden="true" />
              )}
              <span className="visually-hidden">{nameOf(variation)}</span>
            </label>
          );
        })}
      </div>
      {soldOut.length ? (
        <p className={styles.hint} aria-hidden="true">
          {t('soldOutNames', { names: soldOut.join(', ') })}
        </p>
      ) : null}
    </fieldset>
  );
}
