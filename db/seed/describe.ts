import type { SeededDesigner } from './catalog';
import { CARE, type Material } from './data/materials';
import type { ObjectKind, Size } from './data/objects';
import { ARTWORK_MAKING, CANVAS, CHILD_FITS, type Closing, CLOSINGS, type CopyGroup, GARMENT_FITS, INTROS, LABELS, MAKING, SHOE_FITS } from './data/product-copy';
import type { Term } from './data/terms';
import { escapeHtml, fill } from './html';
import type { Random } from '@/lib/server/random';

/** Which fits a garment line may name: shoes, children's clothes sold by age, or adults' clothes. */
export type FitKind = 'shoe' | 'child' | 'adult';
const FITS: Record<FitKind, readonly Term[]> = { shoe: SHOE_FITS, child: CHILD_FITS, adult: GARMENT_FITS };

/** The measurements line, e.g. "Y 32 cm × Ø 14 cm" / "H 32 cm × Ø 14 cm". */
function measure(random: Random, size: Size, fit: FitKind): { label: Term; value: Term } {
  const cm = (min: number, max: number) => random.int(min, max);
  switch (size[0]) {
    case 'hd': {
      const [h, d] = [cm(size[1], size[2]), cm(size[3], size[4])];
      return { label: LABELS.dimensions, value: { tr: `Y ${h} cm × Ø ${d} cm`, en: `H ${h} cm × Ø ${d} cm` } };
    }
    case 'whd': {
      const [w, d, h] = [cm(size[1], size[2]), cm(size[3], size[4]), cm(size[5], size[6])];
      return { label: LABELS.dimensions, value: { tr: `G ${w} × D ${d} × Y ${h} cm`, en: `W ${w} × D ${d} × H ${h} cm` } };
    }
    case 'wh': {
      const text = `${cm(size[1], size[2])} × ${cm(size[3], size[4])} cm`;
      return { label: LABELS.dimensions, value: { tr: text, en: text } };
    }
    case 'len': {
      const text = `${cm(size[1], size[2])} cm`;
      return { label: LABELS.length, value: { tr: text, en: text } };
    }
    case 'vol': {
      const text = `${Math.round(cm(size[1], size[2]) / 10) * 10} ml`;
      return { label: LABELS.volume, value: { tr: text, en: text } };
    }
    case 'burn': {
      const hours = cm(size[1], size[2]);
      return { label: LABELS.burn, value: { tr: `Yaklaşık ${hours} saat`, en: `About ${hours} hours` } };
    }
    case 'weight': {
      const text = `${Math.round(cm(size[1], size[2]) / 5) * 5} g`;
      return { label: LABELS.weight, value: { tr: text, en: text } };
    }
    case 'fit':
      return { label: LABELS.fit, value: random.pick(FITS[fit]) };
  }
}

/** English names such as "Sandals" or "Hoop Earrings" are plural ("Dress" is not). */
const PLURAL = /[^s]s$/;

/** Verbs marked ^ in the English intros agree with the title: "^is" → "are", "^suits" → "suit". */
const agree = (text: string, plural: boolean) =>
  text.replace(/\^(\w+)/g, (_, verb: string) => (!plural ? verb : verb === 'is' ? 'are' : verb.replace(/s$/, '')));

/** What the product has that a closing may need (product-copy.ts `Closing.needs`). */
export interface Has {
  gift: boolean;
  varies: boolean;
  metal: boolean;
}

/**
 * HTML description: an introduction, how it is made, sometimes a closing note, then a details list.
 * Every sentence comes from the product's own kind, group, material and options, so none contradicts
 * them (a desk piece never reads "in every corner of the home", a gift note only where there is gift
 * wrap, a child's T-shirt sold by age never an "oversized fit"). The draws are the same whatever is
 * chosen (one per pick), so the rest of the product's stream is unchanged.
 */
export function describe(random: Random, input: {
  kind: ObjectKind;
  material: Material | null;
  group: CopyGroup;
  title: Term;
  artwork: Term | null;
  designer: SeededDesigner;
  collection: string;
  fit: FitKind;
  has: Has;
}): { html: Term; lead: Term } {
  const { kind, material, group, title, artwork, designer, collection, has } = input;
  const intro = random.pick(INTROS[artwork ? 'art' : group]);
  const values = (lang: keyof Term) => ({ title: title[lang], designer: designer.name, collection, artwork: artwork?.[lang] ?? '' });
  const sentence = (lang: keyof Term, filled: Record<string, string>) => agree(fill(intro[lang], filled), lang === 'en' && PLURAL.test(kind.en));
  const escaped = (lang: keyof Term) => Object.fromEntries(Object.entries(values(lang)).map(([key, value]) => [key, escapeHtml(value)]));
  const making = (lang: keyof Term): string => {
    if (!material) return CANVAS[lang];
    if (artwork) return `${material[lang === 'tr' ? 'detailTr' : 'detailEn']} ${ARTWORK_MAKING[lang]}`;
    const place = lang === 'tr' ? `${designer.place.at}ki` : designer.place.en;
    return `${material[lang === 'tr' ? 'detailTr' : 'detailEn']} ${fill(MAKING[lang], { place })}`;
  };
  const fitting = (closing: Closing) => !closing.needs || has[closing.needs];
  const closings = CLOSINGS[group === 'jewel' ? 'jewel' : 'general'].filter(fitting);
  const closing = random.chance(0.6) ? (random.pick(closings) ?? null) : null;
  const size = measure(random, kind.size, input.fit);
  const details: [Term, Term][] = [
    [size.label, size.value],
    [material ? LABELS.material : LABELS.technique, material ?? kind],
    [LABELS.care, CARE[material?.family ?? 'paper']],
    [LABELS.origin, { tr: `${designer.place.tr}, Türkiye`, en: `${designer.place.en}, Türkiye` }],
  ];
  const html = (lang: keyof Term) => {
    const lead = sentence(lang, escaped(lang));
    const list = details.map(([label, value]) => `<li><strong>${label[lang]}:</strong> ${value[lang]}</li>`).join('');
    return `<p>${lead}</p><p>${making(lang)}</p>${closing ? `<p>${closing[lang]}</p>` : ''}<ul>${list}</ul>`;
  };
  return {
    html: { tr: html('tr'), en: html('en') },
    lead: { tr: sentence('tr', values('tr')), en: sentence('en', values('en')) },
  };
}
