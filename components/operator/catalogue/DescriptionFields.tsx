'use client';

import { useTranslations } from 'next-intl';
import { RichTextField } from '@/components/operator/editing/RichTextField';

interface DescriptionFieldsProps {
  /** What the sanitizer removed from each description at the last save. */
  removed?: { DescriptionTr?: readonly string[]; DescriptionEn?: readonly string[] } | null;
}

/** A catalogue record's descriptions in both languages, as products, categories and designers edit them. */
export function DescriptionFields({ removed }: DescriptionFieldsProps) {
  const t = useTranslations('catalogueEditing');
  return (
    <>
      <RichTextField name="DescriptionTr" label={t('descriptionTr')} removed={removed?.DescriptionTr} />
      <RichTextField name="DescriptionEn" label={t('descriptionEn')} removed={removed?.DescriptionEn} />
    </>
  );
}
