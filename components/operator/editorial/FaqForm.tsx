'use client';

import { useState } from 'react';
import { FieldArray } from 'formik';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { useRowFocus } from '@/components/operator/editing/useRowFocus';
import editing from '@/components/operator/editing/Editing.module.css';
import type { OutputOf } from '@/lib/api/contract';
import { saveFaqs } from '@/lib/api/editorial';
import { faqSaveSchema } from '@/lib/shop/validation/editorial';
import { EditorialFields } from './EditorialFields';
import { FAQ_ITEM_FIELDS } from './fields';
import styles from './Editorial.module.css';

type Item = OutputOf<'operator-faqs'>['Items'][number];
type Values = { Items: Item[]; Removed: { Id: number; Version: number }[] };
type Saved = OutputOf<'operator-faqs-save'>;

const EMPTY: Item = { Id: null, Version: null, QuestionTr: '', QuestionEn: '', AnswerTr: '', AnswerEn: '', IsActive: true };

/**
 * The FAQ as one ordered list on the editing kit's frame: each question with the same fields as any
 * editorial record (fields.ts), moved up or down, added or removed; saved all at once.
 */
export function FaqForm({ items }: { items: Item[] }) {
  const t = useTranslations('operatorEditorial');
  const router = useRouter();
  const [removed, setRemoved] = useState<Saved['Removed']>([]);
  const form = useEditForm<Values, Saved, Values>({
    draftKey: 'faq',
    initialValues: { Items: items, Removed: [] },
    schema: faqSaveSchema,
    send: saveFaqs,
    // The saved questions carry their ids and new versions; nothing is pending removal any more.
    valuesAfterSave: (values, data) => ({ Items: values.Items.map((item, index) => ({ ...item, ...data.Items[index] })), Removed: [] }),
    onSaved: (data) => {
      setRemoved(data.Removed);
      router.refresh();
    },
  });
  const { formik } = form;
  const { list: questions, focusAfter } = useRowFocus<HTMLDivElement>();
  return (
    <EditFrame form={form} label={t('faqTitle')}>
      <FieldArray name="Items">
        {(list) => (
          <div ref={questions} className={styles.questions}>
            {formik.values.Items.map((item, index) => {
              const number = index + 1;
              return (
                <fieldset key={item.Id ?? `new-${index}`} className={styles.question} data-row>
                  <legend>{t('questionNumber', { number })}</legend>
                  <EditorialFields specs={FAQ_ITEM_FIELDS} prefix={`Items.${index}.`} removed={removed[index]} />
                  <div className={styles.tools}>
                    <button
                      type="button"
                      className={editing.tool}
                      data-tool="up"
                      disabled={index === 0}
                      onClick={() => {
                        list.move(index, index - 1);
                        focusAfter(index - 1, 'up');
                      }}
                    >
                      {t('moveUp', { number })}
                    </button>
                    <button
                      type="button"
                      className={editing.tool}
                      data-tool="down"
                      disabled={index === formik.values.Items.length - 1}
                      onClick={() => {
                        list.move(index, index + 1);
                        focusAfter(index + 1, 'down');
                      }}
                    >
                      {t('moveDown', { number })}
                    </button>
                    <button
                      type="button"
                      className={editing.tool}
                      onClick={() => {
                        if (item.Id != null && item.Version != null) void formik.setFieldValue('Removed', [...formik.values.Removed, { Id: item.Id, Version: item.Version }]);
                        list.remove(index);
                        focusAfter(index, 'remove');
                      }}
                    >
                      {t('removeQuestion', { number })}
                    </button>
                  </div>
                </fieldset>
              );
            })}
            <button type="button" className={editing.tool} data-tool="after" onClick={() => list.push(EMPTY)}>
              {t('addQuestion')}
            </button>
          </div>
        )}
      </FieldArray>
    </EditFrame>
  );
}
