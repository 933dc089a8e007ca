'use client';

import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { Toast } from '@/components/ui/Toast';
import { useIsClient } from '@/components/ui/useIsClient';
import { useRouter } from '@/lib/i18n/navigation';
import { OPTION_SEPARATOR } from '@/lib/shop/product-options';
import { routes } from '@/lib/shop/routes';
import { isSoldOut, totalStock } from '@/lib/shop/stock';
import { FavouriteToggle } from '../hearts/FavouriteToggle';
import { Price } from '../Price';
import { useChosenVariation } from './ChosenVariation';
import type { ProductDetailData } from './types';
import { StickyBuyBar } from './StickyBuyBar';
import { VariationPicker } from './VariationPicker';
import styles from './ProductPurchase.module.css';

/** A quantity list longer than this helps nobody; the server still checks the real stock. */
const MAX_LISTED = 50;

/**
 * The buying island of the product page: price, variation, option, quantity, Add to cart and Buy
 * now. A choice that is missing is said beside the field; a refusal by the server opens the error
 * modal. One add at a time: the buttons wait (with a spinner) until the call answers.
 */
export function ProductPurchase({ product, swatches }: { product: ProductDetailData; swatches: Record<number, ReactNode> }) {
  const t = useTranslations('productDetail');
  const tNotices = useTranslations('notices');
  const tProduct = useTranslations('product');
  const router = useRouter();
  const locale = useLocale();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const options = product.OptionList ? product.OptionList.split(OPTION_SEPARATOR).filter(Boolean) : [];
  const hasVariations = !product.IsMainVariation && product.Variations.length > 0;

  const [variationId, setVariationId] = useState<number | null>(null);
  const shown = useChosenVariation();
  const [option, setOption] = useState(options[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  // Until hydrated the buttons would post the form to nowhere (add) or do nothing (buy): they wait.
  const interactive = useIsClient();
  const [toast, setToast] = useState<{ message: string } | null>(null);
  const hideToast = useCallback(() => setToast(null), []);

  const variation = product.Variations.find((each) => each.VariationId === variationId) ?? null;
  const stock = variation ? variation.Stock : hasVariations ? Math.max(0, ...product.Variations.map((each) => each.Stock)) : product.Stock;
  const soldOut = isSoldOut(hasVariations ? totalStock(product) : product.Stock);
  const blocked = soldOut || busy !== null || !interactive;
  const listed = Math.max(1, Math.min(stock, MAX_LISTED));
  const errorId = missing ? `${ids}-missing` : undefined;
  // The variation's own name ("Beden", "Renk"), never the word "variation".
  const kind = product.VariationName?.trim() || null;
  const missingText = kind ? t('chooseKind', { kind: kind.toLocaleLowerCase(locale) }) : t('chooseOne');
  const price = (
    <Price
      price={variation?.Price ?? product.Price}
      discountedPrice={variation?.DiscountedPrice ?? product.DiscountedPrice}
      discountPercentage={product.DiscountPercentage}
      currency={product.Currency}
      size="lg"
    />
  );

  const chooseVariation = (next: number) => {
    setVariationId(next);
    // The gallery follows: a colour or finish shows its own pictures.
    shown.choose(next);
    setMissing(false);
    const nextStock = product.Variations.find((each) => each.VariationId === next)?.Stock ?? 1;
    setQuantity((current) => Math.max(1, Math.min(current, nextStock)));
  };

  const submit = async (mode: 'add' | 'buy') => {
    if (busy) return;
    if (hasVariations && !variation) {
      setMissing(true);
      return;
    }
    setBusy(mode);
    try {
      // The basket's calls arrive with the first tap, under its busy state, not with the page.
      const { addToBasket } = await import('@/lib/api/basket');
      const reply = await addToBasket({ ProductId: product.ProductId, VariationId: variation?.VariationId ?? null, Option: options.length ? option : null, Quantity: quantity });
      if (!reply) return;
      if (mode === 'buy') router.push(routes.address());
      else setToast({ message: reply.message || tNotices('added_to_cart') });
    } finally {
      setBusy(null);
    }
  };

  /** Spec 01 §5: a product with variations is favourited with the chosen one. */
  const canFavourite = () => {
    if (hasVariations && !variation) setMissing(true);
    return !hasVariations || variation !== null;
  };

  /** The bar's Add: a missing choice brings the picker back into view with its message. */
  const addFromBar = () => {
    if (hasVariations && !variation) {
      setMissing(true);
      form.current?.scrollIntoView({ block: 'start' });
      return;
    }
    void submit('add');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('add');
  };

  return (
    <>
    <form ref={form} className={styles.purchase} onSubmit={onSubmit} aria-label={t('purchase')} noValidate>
      {price}
      {soldOut ? <p className={styles.soldOut}>{tProduct('soldOut')}</p> : null}

      {hasVariations ? (
        <VariationPicker
          type={product.VariationType}
          label={product.VariationName ?? t('choose')}
          variations={product.Variations}
          swatches={swatches}
          value={variationId}
          onChange={chooseVariation}
          errorId={errorId}
        />
      ) : null}
      {missing ? (
        <p id={errorId} className={styles.error} role="alert">
          {missingText}
        </p>
      ) : null}

      {options.length ? (
        <div className={styles.field}>
          <label htmlFor={`${ids}-option`} className={styles.label}>
            {product.OptionListName}
          </label>
          <Select id={`${ids}-option`} value={option} onChange={(event) => setOption(event.target.value)}>
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}

      <div className={styles.actions}>
        <div className={styles.quantity}>
          <label htmlFor={`${ids}-quantity`} className={styles.label}>
            {t('quantity')}
          </label>
          <Select
            id={`${ids}-quantity`}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            disabled={soldOut}
          >
            {Array.from({ length: listed }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </Select>
        </div>
        <Button ref={addButton} type="submit" className={styles.add} disabled={blocked} aria-busy={busy === 'add' || undefined}>
          {busy === 'add' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {busy === 'add' ? t('adding') : t('addToBasket')}
        </Button>
        <FavouriteToggle productId={product.ProductId} variationId={variation?.VariationId ?? null} canAdd={canFavourite} />
      </div>
      <Button variant="secondary" block disabled={blocked} aria-busy={busy === 'buy' || undefined} onClick={() => void submit('buy')}>
        {busy === 'buy' ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t('buyNow')}
      </Button>
      <Toast toast={toast} onDone={hideToast} />
    </form>
    {/* Outside the form: the page's buying form has one Add, the bar is a shortcut to it. */}
    <StickyBuyBar
      anchor={addButton}
      price={price}
      choice={variation ? `${kind ?? t('choice')}: ${variation.Name}` : hasVariations ? missingText : null}
      disabled={blocked}
      busy={busy === 'add'}
      onAdd={addFromBar}
    />
    </>
  );
}
