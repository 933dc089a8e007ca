'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveBlogPost, saveCollaboration, saveContract, saveFashionTile, savePage, saveWorkshop } from '@/lib/api/editorial';
import type { Envelope } from '@/lib/shop/envelope';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { instantOfWallClock, wallClockOf } from '@/lib/shop/shop-time';
import { contractSaveSchema } from '@/lib/shop/validation/content-editing';
import { blogSaveSchema, pageSaveSchema } from '@/lib/shop/validation/editorial';
import { collaborationSaveSchema, fashionTileSaveSchema, workshopSaveSchema } from '@/lib/shop/validation/events';
import type { AnyObjectSchema } from 'yup';
import { EditorialFields, type Choice } from './EditorialFields';
import { ABOUT_FIELDS, BLOG_FIELDS, COLLABORATION_FIELDS, FASHION_TILE_FIELDS, TEXT_PAGE_FIELDS, WORKSHOP_FIELDS, type FieldSpec } from './fields';
import styles from '@/components/operator/Operator.module.css';

type Values = Record<string, unknown> & { Version: number | null };
type Saved = { Id?: number; Version: number; Removed: Partial<Record<string, string[]>> };

type Kind = {
  fields: readonly FieldSpec[];
  schema: AnyObjectSchema;
  send: (input: never) => Promise<Envelope<Saved> | null>;
  /** Where a new record's form lives once saved. */
  pathOf?: (id: number) => string;
};

/** Each kind's fields, shared schema, call and record key; the form itself is the same for all. */
const KINDS = {
  contract: { fields: TEXT_PAGE_FIELDS, schema: contractSaveSchema, send: saveContract },
  page: { fields: TEXT_PAGE_FIELDS, schema: pageSaveSchema, send: savePage },
  about: { fields: ABOUT_FIELDS, schema: pageSaveSchema, send: savePage },
  blog: { fields: BLOG_FIELDS, schema: blogSaveSchema, send: saveBlogPost, pathOf: operatorRoutes.blogPost },
  workshop: { fields: WORKSHOP_FIELDS, schema: workshopSaveSchema, send: saveWorkshop, pathOf: (id) => operatorRoutes.event('workshop', id) },
  collaboration: { fields: COLLABORATION_FIELDS, schema: collaborationSaveSchema, send: saveCollaboration, pathOf: (id) => operatorRoutes.event('collaboration', id) },
  fashion: { fields: FASHION_TILE_FIELDS, schema: fashionTileSaveSchema, send: saveFashionTile, pathOf: (id) => operatorRoutes.event('fashion', id) },
} satisfies Record<string, Kind>;

export type EditorialKind = keyof typeof KINDS;

interface EditorialFormProps {
  kind: EditorialKind;
  /** The record as its read answers it; a new one has no Id. */
  initial: Values;
  /** Names the form (its accessible name) and its draft. */
  label: string;
  draftKey: string;
  choices?: readonly Choice[];
}

/**
 * One record of any editorial kind on the editing kit's frame: a draft of unsaved changes, a warning
 * on leaving, a 409 when someone else saved first, and what the sanitizer removed under each text.
 * A new record (a blog post, a workshop, a collaboration, a fashion tile) moves to its own page once saved.
 */
export function EditorialForm({ kind, initial, label, draftKey, choices }: EditorialFormProps) {
  const router = useRouter();
  const t = useTranslations('operatorEditorial');
  const [removed, setRemoved] = useState<Saved['Removed'] | null>(null);
  const { fields, schema, send, pathOf }: Kind = KINDS[kind];
  // The date inputs hold the shop's wall-clock time; the calls take the instants they name.
  const dates = fields.filter((spec) => spec.kind === 'datetime').map((spec) => spec.name);
  const values = { ...initial };
  for (const name of dates) if (typeof initial[name] === 'string' && initial[name]) values[name] = wallClockOf(new Date(initial[name]));
  const form = useEditForm<Values, Saved, never>({
    draftKey,
    initialValues: values,
    schema,
    send: (input: Values) => {
      const instants: Record<string, unknown> = { ...input };
      for (const name of dates) instants[name] = instantOfWallClock(String(input[name] ?? ''));
      return send(instants as never);
    },
    valuesAfterSave: (after, data) => ({ ...after, Version: data.Version, ...(data.Id ? { Id: data.Id } : {}) }),
    onSaved: (data) => {
      setRemoved(data.Removed);
      if (pathOf && initial.Id == null && data.Id) router.push(pathOf(data.Id));
      else router.refresh();
    },
  });
  return (
    <EditFrame form={form} label={label}>
      {/* The texts may hold h2 and h3 headings (the editor offers them): this keeps the page's outline in order around them. */}
      <h2 className={styles.subtitle}>{t('contentHeading')}</h2>
      {initial.Version != null ? <p>{t('versionNow', { version: form.formik.values.Version ?? 0 })}</p> : null}
      <EditorialFields specs={fields} removed={removed} choices={choices} />
    </EditFrame>
  );
}
