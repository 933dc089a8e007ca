import { getTranslations } from 'next-intl/server';
import styles from './Backoffice.module.css';

/** A GET form: the search joins the list's URL with the other filters, so it works without JavaScript and can be shared. */
export async function SearchForm({ action, value, keep, label }: { action: string; value: string; keep: Record<string, string>; label: string }) {
  const t = await getTranslations('operator');
  return (
    <form method="get" action={action} role="search" className={styles.search}>
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label>
        {label}
        <input type="search" name="q" defaultValue={value} maxLength={100} />
      </label>
      <button type="submit" className={styles.searchButton}>
        {t('search')}
      </button>
    </form>
  );
}
