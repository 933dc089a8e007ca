import type { Term } from './data/terms';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Names such as "Kil & Su" go into HTML descriptions. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]);

/** Replaces {name} placeholders. */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One <p> per text, in the given language. */
export const paragraphs = (items: readonly Term[], lang: keyof Term) => items.map((item) => `<p>${item[lang]}</p>`).join('');

/** Legal-style text: a small heading and a paragraph per section, in the given language. */
export const sectionsHtml = (sections: readonly { heading: Term; body: Term }[], lang: keyof Term) =>
  sections.map((section) => `<h3>${section.heading[lang]}</h3><p>${section.body[lang]}</p>`).join('');
