'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { SelectField } from '@/components/forms/SelectField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import styles from '@/components/operator/content-editing/ContentEditing.module.css';
import { EditFrame } from '@/components/operator/editing/EditFrame';
import { useEditForm } from '@/components/operator/editing/useEditForm';
import { saveBanner, savePopup, saveSlide } from '@/lib/api/home-content';
import type { Envelope } from '@/lib/shop/envelope';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';
import { instantOfWallClock } from '@/lib/shop/shop-time';
import { BANNER_PLACEMENTS, bannerSaveSchema, popupSaveSchema, slideSaveSchema, type HomeContentKind } from '@/lib/shop/validation/home-content';
import { previewPathOf, type HomeContentValues } from './homeContentValues';
import { PictureField } from './PictureField';

type Saved = { Id: number; Version: number };

/** Each kind's schema (shared with its registry entry) and save call. */
const KIND_FORMS = {
  slider: { schema: slideSaveSchema, save: saveSlide },
  banner: { schema: bannerSaveSchema, save: saveBanner },
  popup: { schema: popupSaveSchema, save: savePopup },
} as const;

/**
 * Creates or changes one slide, banner or popup on the editing kit's frame (draft kept, leaving
 * warned, a save from an old version refused with 409). One form for the three kinds: the fields
 * they share, and each kind's own. A new record's page moves to its own page once saved.
 */
export function HomeContentForm({ kind, initial }: { kind: HomeContentKind; initial: HomeContentValues }) {
  const t = useTranslations('operatorHomeContent');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { schema, save } = KIND_FORMS[kind];
  const form = useEditForm<HomeContentValues, Saved, HomeContentValues>({
    draftKey: `home-${kind}:${initial.Id ?? 'new'}`,
    initialValues: initial,
    schema,
    send: (input) => (save as (data: object) => Promise<Envelope<Saved> | null>)({ ...input, StartsAt: instantOfWallClock(input.StartsAt), EndsAt: instantOfWallClock(input.EndsAt) }),
    valuesAfterSave: (values, data) => ({ ...values, Id: data.Id, Version: data.Version }),
    onSaved: (data) => (initial.Id == null ? router.push(operatorRoutes.homeContentItem(kind, data.Id)) : router.refresh()),
  });
  const previewTo = localizedPath(previewPathOf(kind, form.formik.values.Placement), locale);
  return (
    <>
      <EditFrame form={form} label={t(`formLabel.${kind}`)}>
        {kind === 'banner' ? (
          <SelectField name="Placement" label={t('placement')} options={BANNER_PLACEMENTS.map((placement) => ({ value: placement, label: t(`placements.${placement}`) }))} />
        ) : null}
        <div className={styles.pair}>
          <TextField name="TitleTr" label={t('titleTr')} optional={kind === 'popup'} maxLength={200} />
          <TextField name="TitleEn" label={t('titleEn')} optional={kind === 'popup'} maxLength={200} />
        </div>
        {kind === 'slider' ? (
          <div className={styles.pair}>
            <TextField name="SubtitleTr" label={t('subtitleTr')} optional maxLength={300} />
            <TextField name="SubtitleEn" label={t('subtitleEn')} optional maxLength={300} />
          </div>
        ) : null}
        {kind === 'banner' ? (
          <div className={styles.pair}>
            <TextAreaField name="DescriptionTr" label={t('descriptionTr')} optional maxLength={2000} />
            <TextAreaField name="DescriptionEn" label={t('descriptionEn')} optional maxLength={2000} />
          </div>
        ) : null}
        {kind === 'popup' ? (
          <div className={styles.pair}>
            <TextField name="ButtonTitleTr" label={t('buttonTr')} maxLength={80} />
            <TextField name="ButtonTitleEn" label={t('buttonEn')} maxLength={80} />
          </div>
        ) : null}
        <TextField name="ContinueUrl" label={t('link')} hint={t('linkHint')} optional={kind === 'banner'} maxLength={500} spellCheck={false} autoComplete="off" />
        {kind === 'slider' ? (
          <>
            <CheckboxField name="IsBlank" label={t('isBlank')} />
            <TextField name="FontColor" label={t('fontColor')} type="color" />
          </>
        ) : null}
        <div className={styles.pair}>
          <TextField name="StartsAt" label={t('startsAt')} hint={t('datesHint')} type="datetime-local" optional />
          <TextField name="EndsAt" label={t('endsAt')} type="datetime-local" optional />
        </div>
        <CheckboxField name="IsActive" label={t('isActive')} />
        <PictureField name="Photo" legend={t('picture')} target={kind} stored={initial.Photo} />
        {kind === 'slider' ? <PictureField name="MobilePhoto" legend={t('mobilePicture')} target="slider" stored={initial.MobilePhoto} /> : null}
      </EditFrame>
      {initial.Id != null ? (
        <p className={styles.said}>
          <a href={localizedPath(operatorRoutes.preview(previewTo), locale)}>{kind === 'banner' && form.formik.values.Placement === 'fashion' ? t('previewFashion') : t('preview')}</a>{' '}
          <span>{t('previewHint')}</span>
        </p>
      ) : null}
    </>
  );
}
