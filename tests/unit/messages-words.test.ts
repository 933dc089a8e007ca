/** @jest-environment node */
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * The back office's own namespaces: the catalogue team speaks of "variations" there, as the data
 * model does. Everything else reaches shoppers.
 */
const BACK_OFFICE = new Set(['operator', 'operatorOrders', 'catalogueEditing', 'contentEditing', 'contentEditingContracts', 'operatorEditorial', 'operatorEvents', 'operatorHomeContent', 'preview']);
/** Errors only the back office's calls answer (a photo's deletion in the catalogue editor). */
const BACK_OFFICE_ERRORS = new Set(['errors.photo_in_use']);

function shopperTexts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!prefix && BACK_OFFICE.has(key)) return [];
    if (BACK_OFFICE_ERRORS.has(path)) return [];
    return typeof value === 'string' ? [[path, value]] : shopperTexts(value, path);
  });
}

test.each([
  ['tr', tr],
  ['en', en],
] as const)('no %s text a shopper reads says "variation": the variation is named by its own kind (size, colour) or "option"', (_lang, catalogue) => {
  const texts = shopperTexts(catalogue);
  expect(texts.length).toBeGreaterThan(500);
  expect(texts.filter(([, text]) => /variation|varyasyon/i.test(text))).toEqual([]);
});

test('the back-office namespaces named here exist, so a renamed one is not silently let through', () => {
  for (const name of BACK_OFFICE) expect(Object.keys(en)).toContain(name);
  for (const key of BACK_OFFICE_ERRORS) expect(en.errors).toHaveProperty(key.replace('errors.', ''));
});
