import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { FILTER_KEYS, type OrderFilters } from '@/lib/shop/validation/operator-orders';
import { Button } from '@/components/ui/Button';
import styles from './Orders.module.css';

/**
 * The list's filters as a plain GET form: the URL holds them (shareable, back-button friendly), and
 * it works before any script runs. Sorting stays as it was; the page goes back to the first.
 */
export async function OrderFilterForm({ filters, statuses }: { filters: Omit<OrderFilters, 'LanguageId'>; statuses: { Id: number; Text: string }[] }) {
  const [t, locale] = await Promise.all([getTranslations('operatorOrders'), getLocale()]);
  const field = (key: keyof typeof FILTER_KEYS) => ({ id: `filter-${FILTER_KEYS[key]}`, name: FILTER_KEYS[key] });
  return (
    <form method="get" action={localizedPath(operatorRoutes.orders(), locale as Locale)} className={styles.filters} aria-label={t('filters')}>
      <div className={styles.filter}>
        <label htmlFor={field('Q').id}>{t('search')}</label>
        <input {...field('Q')} type="search" defaultValue={filters.Q ?? ''} className={styles.control} />
      </div>
      <div className={styles.filter}>
        <label htmlFor={field('Status').id}>{t('status')}</label>
        <select {...field('Status')} defaultValue={filters.Status ?? ''} className={styles.control}>
          <option value="">{t('anyStatus')}</option>
          {statuses.map((status) => (
            <option key={status.Id} value={status.Id}>
              {status.Text}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={field('PaymentType').id}>{t('paymentType')}</label>
        <select {...field('PaymentType')} defaultValue={filters.PaymentType ?? ''} className={styles.control}>
          <option value="">{t('anyPayment')}</option>
          <option value="card">{t('payment.card')}</option>
          <option value="bank">{t('payment.bank')}</option>
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={field('Currency').id}>{t('currency')}</label>
        <select {...field('Currency')} defaultValue={filters.Currency ?? ''} className={styles.control}>
          <option value="">{t('anyCurrency')}</option>
          <option value="TRY">TRY</option>
          <option value="USD">USD</option>
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={field('From').id}>{t('from')}</label>
        <input {...field('From')} type="date" defaultValue={filters.From ?? ''} className={styles.control} />
      </div>
      <div className={styles.filter}>
        <label htmlFor={field('To').id}>{t('to')}</label>
        <input {...field('To')} type="date" defaultValue={filters.To ?? ''} className={styles.control} />
      </div>
      {filters.Sort !== 'date' ? <input type="hidden" name={FILTER_KEYS.Sort} value={filters.Sort} /> : null}
      {filters.Dir !== 'desc' ? <input type="hidden" name={FILTER_KEYS.Dir} value={filters.Dir} /> : null}
      <div className={styles.filterActions}>
        <Button type="submit" size="sm">
          {t('apply')}
        </Button>
        <Link href={operatorRoutes.orders()} className={styles.clear}>
          {t('clear')}
        </Link>
      </div>
    </form>
  );
}
