import type { OptionCode } from './objects';
import { SCENTS } from './names';
import type { Term } from './terms';

export interface OptionList {
  name: Term;
  items: readonly Term[];
}

/** The option lists a product can offer (spec 01 §3 OptionListName / OptionList). */
export const OPTION_LISTS: Record<OptionCode, OptionList> = {
  gift: {
    name: { tr: 'Paketleme', en: 'Packaging' },
    items: [
      { tr: 'Standart paket', en: 'Standard packaging' },
      { tr: 'Hediye paketi', en: 'Gift box' },
      { tr: 'Hediye paketi ve not kartı', en: 'Gift box with a note card' },
    ],
  },
  engrave: {
    name: { tr: 'Gravür', en: 'Engraving' },
    items: [
      { tr: 'Gravürsüz', en: 'No engraving' },
      { tr: 'Baş harf gravürü', en: 'Engraved initials' },
      { tr: 'Tarih gravürü', en: 'Engraved date' },
    ],
  },
  monogram: {
    name: { tr: 'Kişiselleştirme', en: 'Personalisation' },
    items: [
      { tr: 'Monogramsız', en: 'No monogram' },
      { tr: 'Sıcak baskı monogram', en: 'Hot-stamped monogram' },
      { tr: 'Kabartma monogram', en: 'Embossed monogram' },
    ],
  },
  initials: {
    name: { tr: 'Kişiselleştirme', en: 'Personalisation' },
    items: [
      { tr: 'İşlemesiz', en: 'No embroidery' },
      { tr: 'Baş harf işleme', en: 'Embroidered initials' },
    ],
  },
  chain: {
    name: { tr: 'Zincir Uzunluğu', en: 'Chain Length' },
    items: [
      { tr: '40 cm', en: '40 cm' },
      { tr: '45 cm', en: '45 cm' },
      { tr: '50 cm', en: '50 cm' },
    ],
  },
  frame: {
    name: { tr: 'Çerçeve', en: 'Frame' },
    items: [
      { tr: 'Çerçevesiz', en: 'Unframed' },
      { tr: 'Meşe çerçeve', en: 'Oak frame' },
      { tr: 'Siyah çerçeve', en: 'Black frame' },
    ],
  },
  scent: { name: { tr: 'Koku', en: 'Scent' }, items: SCENTS },
};
