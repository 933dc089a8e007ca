'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListStatus } from '@/components/ui/ListStatus';
import { ConfirmModal } from '@/components/modals/ConfirmModal';
import { useModals } from '@/components/modals/ModalProvider';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Toast } from '@/components/ui/Toast';
import { changeQuantity, changeVariation, checkStock, clearBasket, removeLine, useBasket, type BasketLine, type StockCheck } from '@/lib/api/basket';
import { useCurrentUser } from '@/lib/api/member';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';
import { BasketLineItem } from './BasketLineItem';
import { BasketSummary } from './BasketSummary';
import styles from './Basket.module.css';

/** What is running: a line's change, clearing, or the stock check of Buy now. */
type Busy = { lineId: number } | 'clear' | 'proceed' | null;

/**
 * The basket page's island (spec 02 §2 sepetim, §4 "Basket changes"): the shopper's lines and
 * totals, read in the browser (the page around it is cached and the same for everyone). One change
 * runs at a time; after each the basket, the header count and its popover are read again.
 */
export function Basket() {
  const t = useTranslations('basket');
  const modals = useModals();
  const router = useRouter();
  const member = useCurrentUser();
  const { basket, failed, reload } = useBasket();
  const [busy, setBusy] = useState<Busy>(null);
  // The variation a selector shows while its change runs; a refused change drops it, so the previous one is back.
  const [choosing, setChoosing] = useState<{ lineId: number; variationId: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<{ message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set at once, before React renders the disabled controls: a double click cannot start a second change.
  const running = useRef(false);
  const hideToast = useCallback(() => setToast(null), []);

  if (failed) return <ListStatus state="failed" text={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />;
  if (!basket) return <ListStatus state="loading" text={t('loading')} />;

  const locked = busy !== null;

  /** Runs one change at a time (spec 02 §4's loading flag) and answers the reply. */
  const exclusive = async <T,>(what: NonNullable<Busy>, action: () => Promise<T>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(what);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  /** A line's change: a success says "basket updated"; a refusal has shown the error modal. */
  const run = async (line: BasketLine, action: () => Promise<{ succeeded: boolean; message: string } | null>) => {
    const reply = await exclusive({ lineId: line.Id }, action);
    if (reply?.succeeded) setToast({ message: reply.message });
    return Boolean(reply?.succeeded);
  };

  const decrease = (line: BasketLine) => {
    // Spec 02 §4: at 1 the line cannot go lower (its − is disabled, with the sentence beside it). No call is made.
    if (line.Quantity <= 1) return;
    // Spec 02 §4 sends the smaller of the stock and one less; a line whose stock is gone asks for 1 and hears "no stock".
    void run(line, () => changeQuantity(line, Math.max(1, Math.min(line.Stock, line.Quantity - 1))));
  };

  const increase = (line: BasketLine) => void run(line, () => changeQuantity(line, line.Quantity + 1));

  const chooseVariation = async (line: BasketLine, variationId: number) => {
    if (running.current || variationId === line.VariationId) return;
    setChoosing({ lineId: line.Id, variationId });
    await run(line, () => changeVariation(line, variationId));
    setChoosing(null);
  };

  const remove = async (line: BasketLine) => {
    if (await run(line, () => removeLine(line))) headingRef.current?.focus();
  };

  const clear = async () => {
    const reply = await exclusive('clear', clearBasket);
    setConfirming(false);
    if (reply?.succeeded) setToast({ message: reply.message });
  };

  const shortMessage = ({ ShortLines }: StockCheck) =>
    t('shortText', {
      lines: ShortLines.map((line) =>
        t('shortLine', { title: [line.Title, line.VariationName, line.OptionItemName].filter(Boolean).join(' · '), count: line.Stock }),
      ).join(' '),
    });

  const proceed = async () => {
    const reply = await exclusive('proceed', checkStock);
    if (!reply?.succeeded) return;
    if (!reply.data.InStock) {
      modals.showError({ title: t('shortTitle'), message: shortMessage(reply.data) });
      reload();
      return;
    }
    router.push(member ? routes.address() : routes.guestCheckout());
  };

  if (basket.List.length === 0) {
    return (
      <>
        <EmptyState title={t('empty')} hint={t('emptyHint')} action={<ButtonLink href={routes.allProducts()}>{t('shop')}</ButtonLink>} />
        <Toast toast={toast} onDone={hideToast} />
      </>
    );
  }

  const itemCount = basket.List.reduce((sum, line) => sum + line.Quantity, 0);
  return (
    <div className={styles.basket}>
      <section className={styles.lines} aria-labelledby="basket-lines">
        <div className={styles.linesHead}>
          <h2 id="basket-lines" ref={headingRef} tabIndex={-1} className={styles.linesTitle}>
            {t('count', { count: itemCount })}
          </h2>
          {/* Away from Buy now, and it asks first: emptying is never a slip of the thumb. */}
          <button type="button" className={styles.clear} onClick={() => setConfirming(true)} disabled={locked}>
            {t('clear')}
          </button>
        </div>
        <ul role="list" className={styles.list}>
          {basket.List.map((line) => (
            <BasketLineItem
              key={line.Id}
              line={line}
              variationId={choosing?.lineId === line.Id ? choosing.variationId : line.VariationId}
              locked={locked}
              busy={typeof busy === 'object' && busy?.lineId === line.Id}
              onDecrease={() => decrease(line)}
              onIncrease={() => increase(line)}
              onVariation={(variationId) => void chooseVariation(line, variationId)}
              onRemove={() => void remove(line)}
            />
          ))}
        </ul>
      </section>
      <BasketSummary basket={basket} locked={locked} proceeding={busy === 'proceed'} onProceed={() => void proceed()} />
      <ConfirmModal
        open={confirming}
        title={t('confirmClearTitle')}
        message={t('confirmClearText', { count: itemCount })}
        confirmLabel={t('confirmClear')}
        busyLabel={t('clearing')}
        cancelLabel={t('cancel')}
        onConfirm={clear}
        onClose={() => setConfirming(false)}
      />
      <Toast toast={toast} onDone={hideToast} />
    </div>
  );
}
