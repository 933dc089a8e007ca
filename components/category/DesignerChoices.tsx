'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { useIsClient } from '@/components/ui/useIsClient';
import styles from './CategoryFilters.module.css';

interface DesignerChoicesProps {
  designers: { Id: number; Name: string }[];
  chosen: readonly number[];
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The designer boxes of the filter form, with a search that narrows the list as one types. Hidden
 * boxes stay in the form, so a ticked designer is still sent. The search needs JavaScript, so it
 * only appears once the page is interactive.
 */
export function DesignerChoices({ designers, chosen, onChange }: DesignerChoicesProps) {
  const t = useTranslations('category');
  const locale = useLocale();
  const id = useId();
  const interactive = useIsClient();
  const [text, setText] = useState('');
  const needle = text.trim().toLocaleLowerCase(locale);
  const shown = designers.filter((designer) => designer.Name.toLocaleLowerCase(locale).includes(needle));

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('designersLegend')}</legend>
      {interactive ? (
        <label className={styles.field}>
          <span className="visually-hidden">{t('designerSearch')}</span>
          <input
            type="search"
            className={styles.input}
            placeholder={t('designerSearch')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search narrows the list; it does not apply the whole form.
              if (event.key === 'Enter') event.preventDefault();
            }}
            aria-controls={`${id}-list`}
          />
        </label>
      ) : null}
      <div id={`${id}-list`} className={styles.scroll}>
        {designers.map((designer) => (
          <label key={designer.Id} className={styles.choice} hidden={!shown.includes(designer)}>
            <input type="checkbox" name="designer" value={designer.Id} defaultChecked={chosen.includes(designer.Id)} onChange={onChange} />
            {designer.Name}
          </label>
        ))}
      </div>
      {interactive && shown.length === 0 ? (
        <p className={styles.hint} role="status">
          {t('noDesigner')}
        </p>
      ) : null}
    </fieldset>
  );
}
