import type { OutputOf } from '@/lib/api/contract';
import { routes } from '@/lib/shop/routes';
import { wallClockOf } from '@/lib/shop/shop-time';
import type { BannerPlacementInput, HomeContentKind } from '@/lib/shop/validation/home-content';

export type HomeContentRow = OutputOf<'operator-home-content'>['Rows'][number];

/** The form's values for any kind: what the inputs hold (dates in the shop's time, as typed). */
export interface HomeContentValues {
  Id: number | null;
  Version: number | null;
  TitleTr: string;
  TitleEn: string;
  SubtitleTr: string;
  SubtitleEn: string;
  DescriptionTr: string;
  DescriptionEn: string;
  ButtonTitleTr: string;
  ButtonTitleEn: string;
  ContinueUrl: string;
  IsBlank: boolean;
  Photo: string;
  MobilePhoto: string;
  FontColor: string;
  Placement: BannerPlacementInput;
  StartsAt: string;
  EndsAt: string;
  IsActive: boolean;
}

/** A new record of any kind: on, no dates, no picture yet. */
export const NEW_HOME_CONTENT: HomeContentValues = {
  Id: null, Version: null, TitleTr: '', TitleEn: '', SubtitleTr: '', SubtitleEn: '', DescriptionTr: '', DescriptionEn: '', ButtonTitleTr: '', ButtonTitleEn: '',
  ContinueUrl: '', IsBlank: false, Photo: '', MobilePhoto: '', FontColor: '#ffffff', Placement: 'home', StartsAt: '', EndsAt: '', IsActive: true,
};

/** A stored record as the form's values. */
export function valuesOf(row: HomeContentRow): HomeContentValues {
  const { StartsAt, EndsAt, ...fields } = row;
  return {
    Id: fields.Id, Version: fields.Version, TitleTr: fields.TitleTr, TitleEn: fields.TitleEn, SubtitleTr: fields.SubtitleTr, SubtitleEn: fields.SubtitleEn,
    DescriptionTr: fields.DescriptionTr, DescriptionEn: fields.DescriptionEn, ButtonTitleTr: fields.ButtonTitleTr, ButtonTitleEn: fields.ButtonTitleEn,
    ContinueUrl: fields.ContinueUrl, IsBlank: fields.IsBlank, Photo: fields.Photo, MobilePhoto: fields.MobilePhoto, FontColor: fields.FontColor,
    Placement: fields.Placement, IsActive: fields.IsActive,
    StartsAt: StartsAt ? wallClockOf(new Date(StartsAt)) : '', EndsAt: EndsAt ? wallClockOf(new Date(EndsAt)) : '' };
}

/** The storefront page a kind (or a banner's placement) shows on, for the preview link. */
export const previewPathOf = (kind: HomeContentKind, placement?: BannerPlacementInput) => (kind === 'banner' && placement === 'fashion' ? routes.fashion() : routes.home());

/** The record's name in lists and labels: its title in the operator's language, else the other. */
export const titleOf = (row: { TitleTr: string; TitleEn: string; Id: number | null }, locale: string) =>
  (locale === 'tr' ? row.TitleTr || row.TitleEn : row.TitleEn || row.TitleTr) || `#${row.Id ?? ''}`;
