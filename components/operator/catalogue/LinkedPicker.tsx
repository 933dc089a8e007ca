'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useField } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import formStyles from '@/components/forms/Form.module.css';
import { Button } from '@/components/ui/Button';
import { useCombobox } from '@/components/ui/useCombobox';
import type { OutputOf } from '@/lib/api/contract';
import { MAX_LINKED } from '@/lib/shop/validation/catalogue-product-parts';
import { useProductSuggestions } from './useProductSuggestions';
import styles from './Catalogue.module.css';

type Item = OutputOf<'catalogue-product'>['Linked'][number];

const skusIn = (text: string) => text.split(/[\s,]+/).filter(Boolean).map((sku) => sku.toUpperCase());

/**
 * The product form's linked items (inside its Formik form, as the `LinkedSkus` it saves): the chosen
 * ones listed with a remove button each, and an ARIA 1.2 combobox that suggests products by part of
 * a title or SKU (useCombobox); Enter chooses the highlighted one and never sends the form. A pasted list of SKUs offers all of
 * its products at once.
 */
export function LinkedPicker({ productId, linked }: { productId: number; linked: Item[] }) {
  const t = useTranslations('operator');
  const locale = useLocale();
  const [field, meta, helpers] = useField<string>('LinkedSkus');
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [notice, setNotice] = useState('');
  // Titles of what was chosen (the loaded list and every suggestion picked since), by SKU.
  const [known, setKnown] = useState(() => new Map(linked.map((item) => [item.Sku, item])));
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [inputId, hintId, errorId] = [`${id}-input`, `${id}-hint`, `${id}-error`];

  const chosen = skusIn(field.value ?? '');
  const { status, found } = useProductSuggestions(text, productId);
  // One list per answer and choice (the combobox starts a new list with nothing highlighted).
  const list = useMemo(() => found.Rows.filter((row) => !skusIn(field.value ?? '').includes(row.Sku)), [found.Rows, field.value]);
  const current = status === 'done';
  const showPopup = !dismissed && status !== 'idle';
  const expanded = showPopup && list.length > 0;
  const titleOf = (item: Item) => (locale === 'tr' ? item.TitleTr : item.TitleEn);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;

  const choose = (items: Item[]) => {
    const room = MAX_LINKED - chosen.length;
    const adding = items.filter((item) => !chosen.includes(item.Sku)).slice(0, Math.max(0, room));
    if (!adding.length) return setNotice(t('linkedFull', { max: MAX_LINKED }));
    setKnown(new Map([...known, ...adding.map((item) => [item.Sku, item] as const)]));
    void helpers.setValue([...chosen, ...adding.map((item) => item.Sku)].join(', '));
    void helpers.setTouched(true, false);
    setText('');
    setNotice(adding.length === 1 ? t('linkedAdded', { title: titleOf(adding[0]) }) : t('linkedAddedMany', { count: adding.length }));
  };

  const remove = (sku: string) => {
    void helpers.setValue(chosen.filter((each) => each !== sku).join(', '));
    void helpers.setTouched(true, false);
    const item = known.get(sku);
    setNotice(t('linkedRemoved', { title: item ? titleOf(item) : sku }));
    // The pressed button is gone with its row: the search field takes the focus.
    inputRef.current?.focus();
  };

  const combobox = useCombobox({ list, current, expanded, onChoose: (index) => choose([list[index]]) });
  const { activeIndex } = combobox;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (combobox.move(event.key === 'ArrowDown' ? 1 : -1)) setDismissed(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && activeIndex >= 0) choose([list[activeIndex]]);
      else if (current && found.Pasted && list.length) choose(list);
    } else if (event.key === 'Escape' && showPopup) {
      event.preventDefault();
      setDismissed(true);
    }
  };

  const said = !showPopup
    ? notice
    : status === 'loading'
      ? t('linkedLoading')
      : [list.length ? t('linkedResults', { count: list.length }) : t('linkedNoResults', { text: text.trim() }), found.Unknown.length ? t('linkedUnknown', { skus: found.Unknown.join(', ') }) : '']
          .filter(Boolean)
          .join(' ');

  return (
    <fieldset className={styles.linked}>
      <legend>{t('linkedTitle')}</legend>
      {chosen.length ? (
        <ul className={styles.linkedList} aria-label={t('linkedChosen')}>
          {chosen.map((sku) => {
            const item = known.get(sku);
            const title = item ? titleOf(item) : sku;
            return (
              <li key={sku} className={styles.linkedItem}>
                <span>
                  {title} <small className={styles.linkedSku}>{sku}{item && !item.IsActive ? ` · ${t('linkedOff')}` : ''}</small>
                </span>
                <Button type="button" variant="ghost" size="sm" aria-label={t('linkedRemove', { title })} onClick={() => remove(sku)}>
                  {t('linkedRemoveShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={formStyles.hint}>{t('linkedEmpty')}</p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={inputId} className={formStyles.label}>{t('linkedSearch')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          {...combobox.inputProps}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          maxLength={400}
          className={formStyles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            combobox.reset();
            setDismissed(false);
            setNotice('');
          }}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className={formStyles.hint}>{t('linkedHint', { max: MAX_LINKED })}</p>
        {error ? <p id={errorId} className={formStyles.error}>{error}</p> : null}
      </div>
      <ul id={combobox.listId} role="listbox" aria-label={t('linkedSuggestions')} aria-busy={status === 'loading'} className={styles.suggestions}>
        {(expanded ? list : []).map((item, index) => (
          <li key={item.Sku} {...combobox.optionProps(index)} className={styles.suggestion}>
            {titleOf(item)} <small className={styles.linkedSku}>{item.Sku}{item.IsActive ? '' : ` · ${t('linkedOff')}`}</small>
          </li>
        ))}
      </ul>
      {expanded && current && found.Pasted ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => choose(list)}>
          {t('linkedAddAll', { count: list.length })}
        </Button>
      ) : null}
      <p role="status" className={formStyles.hint}>{said}</p>
    </fieldset>
  );
}
