/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_NAMESPACES } from '@/lib/i18n/client-namespaces';
import en from '@/messages/en.json';
import { clientNamespaces } from '../support/client-namespaces';

/*
 * The browser gets only the message catalogues its islands read (components/i18n/ClientMessages).
 * For every page, this follows the imports into client modules, collects their useTranslations
 * namespaces and checks them against the shell's plus the page's own `add`: an island that would
 * miss its texts, or a catalogue shipped for nothing, fails here rather than on a shopper's screen.
 */
const APP = path.join(process.cwd(), 'app/[lang]');
const entries = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entries(full);
    return /^(page|layout|error|not-found|policy-page)\.tsx$/.test(entry.name) ? [full] : [];
  });

/** The namespaces a page adds in `<ClientMessages add={[…]}>`. */
const addedBy = (file: string) => {
  const add = /<ClientMessages add=\{\[([^\]]*)\]\}/.exec(fs.readFileSync(file, 'utf8'));
  return add ? [...add[1].matchAll(/'(\w+)'/g)].map((match) => match[1]) : [];
};

const shell = new Set<string>(SHELL_NAMESPACES);
const files = entries(APP).map((file) => path.relative(process.cwd(), file));

it('finds the pages and their islands (the walk sees what the layout needs)', () => {
  expect(files.length).toBeGreaterThan(40);
  expect([...clientNamespaces('app/[lang]/layout.tsx')].sort()).toEqual(SHELL_NAMESPACES.filter((namespace) => namespace !== 'errorPage'));
  expect([...clientNamespaces('app/[lang]/productdetail/[slug]/[id]/page.tsx')]).toContain('productDetail');
});

it.each(files)('%s hands its islands every catalogue they read, and no other', (file) => {
  const needed = clientNamespaces(file);
  const added = addedBy(file);
  const missing = [...needed].filter((namespace) => !shell.has(namespace) && !added.includes(namespace));
  expect(missing).toEqual([]);
  const unused = added.filter((namespace) => !needed.has(namespace) || shell.has(namespace));
  expect(unused).toEqual([]);
  for (const namespace of added) expect(Object.keys(en)).toContain(namespace);
});

/*
 * The back-office (its own root layout, app/backoffice) the same way: its layout hands every page
 * the shell's catalogues and `operator`; a page adds those of its own islands.
 */
const BACKOFFICE = path.join(process.cwd(), 'app/backoffice');
const backofficePages = entries(BACKOFFICE)
  .filter((file) => file.endsWith('page.tsx'))
  .map((file) => path.relative(process.cwd(), file));
const backofficeShell = new Set<string>([...SHELL_NAMESPACES, ...addedBy('app/backoffice/[lang]/layout.tsx')]);

it('finds the back-office pages', () => {
  expect(backofficePages.length).toBeGreaterThan(20);
  expect(backofficeShell.has('operator')).toBe(true);
});

it.each(backofficePages)('%s hands its islands every catalogue they read, and no other', (file) => {
  const needed = clientNamespaces(file);
  const added = addedBy(file);
  expect([...needed].filter((namespace) => !backofficeShell.has(namespace) && !added.includes(namespace))).toEqual([]);
  // `operator` may be added again: a page's own provider replaces the layout's, so its islands need it there.
  expect(added.filter((namespace) => !needed.has(namespace) || shell.has(namespace))).toEqual([]);
});
