'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import formStyles from '@/components/forms/Form.module.css';
import { CardTable } from '@/components/operator/backoffice/CardTable';
import { importCatalogueCsv } from '@/lib/api/catalogue-editing';
import type { OutputOf } from '@/lib/api/contract';
import { MAX_CSV_CHARS } from '@/lib/shop/validation/catalogue-editing';
import styles from './Catalogue.module.css';

type Result = OutputOf<'catalogue-csv-import'>;

const amount = (field: string, minor: number | null) => (minor === null ? '—' : field === 'stock' ? String(minor) : (minor / 100).toFixed(2));

/**
 * The price and stock import: a CSV chosen or pasted, a dry run that shows each row's change or
 * error, and Apply only once the dry run of exactly this text has no error.
 */
export function CsvImport() {
  const t = useTranslations('catalogueEditing');
  const id = useId();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: Result } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  async function run(apply: boolean) {
    setBusy(true);
    setMessage('');
    const envelope = await importCatalogueCsv({ Csv: csv, Apply: apply });
    setBusy(false);
    if (!envelope?.succeeded) return setMessage(envelope?.errors?.Csv ?? envelope?.message ?? '');
    setChecked({ csv, result: envelope.data });
    setMessage(
      envelope.data.Applied
        ? t('csvApplied', { changes: envelope.data.Changes })
        : t('csvSummary', { rows: envelope.data.Rows.length, changes: envelope.data.Changes, errors: envelope.data.Errors }),
    );
  }

  const result = checked?.result;
  const canApply = checked !== null && checked.csv === csv && !checked.result.Applied && checked.result.Errors === 0 && checked.result.Changes > 0;
  return (
    <div className={styles.section}>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-file`} className={formStyles.label}>{t('csvFile')}</label>
        <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={async (event) => setCsv((await event.target.files?.[0]?.text()) ?? '')} />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-text`} className={formStyles.label}>{t('csvText')}</label>
        <textarea id={`${id}-text`} className={`${formStyles.textarea} ${styles.csv}`} value={csv} maxLength={MAX_CSV_CHARS} onChange={(event) => setCsv(event.target.value)} />
      </div>
      <div className={styles.photos}>
        <Button type="button" disabled={busy || !csv.trim()} onClick={() => void run(false)}>{t('csvDryRun')}</Button>
        <Button type="button" disabled={busy || !canApply} onClick={() => void run(true)}>{t('csvApply')}</Button>
      </div>
      <p role="status">{busy ? t('saving') : message}</p>
      {result && result.Rows.length > 0 && (
        <CardTable
          caption={t('csvTitle')}
          head={
            <>
              <th scope="col">{t('csvRow')}</th>
              <th scope="col">{t('csvSku')}</th>
              <th scope="col">{t('csvChange')}</th>
              <th scope="col">{t('csvError')}</th>
            </>
          }
        >
          {result.Rows.map((row) => (
            <tr key={row.Row}>
              <td data-label={t('csvRow')}>{row.Row}</td>
              <td data-label={t('csvSku')}>{row.Sku}</td>
              <td data-label={t('csvChange')}>
                {Object.entries(row.Changes)
                  .map(([field, change]) => t('csvChangeText', { field, before: amount(field, change?.[0] ?? null), after: amount(field, change?.[1] ?? null) }))
                  .join('; ') || t('csvNoChange')}
              </td>
              <td data-label={t('csvError')} className={row.Error ? styles.rowError : undefined}>{row.Error ? t(`csvErrors.${row.Error}`) : ''}</td>
            </tr>
          ))}
        </CardTable>
      )}
    </div>
  );
}
