import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
// Static imports and re-exports (not `import type`), and dynamic import() — what a bundler follows.
const IMPORTS = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const CLIENT = /^\s*['"]use client['"]/m;
// The catalogue is the first segment: `useTranslations('operatorOrders.actions')` reads `operatorOrders`.
const TRANSLATIONS = /useTranslations\(\s*['"](\w+)[.'"]/g;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The message namespaces the browser needs for what `entry` renders: every `useTranslations` of a
 * module that runs on the client — a 'use client' file and everything it imports.
 */
export function clientNamespaces(entry: string): Set<string> {
  const visited = new Map<string, boolean>();
  const found = new Set<string>();
  const visit = (file: string, underClient: boolean) => {
    const source = fs.readFileSync(file, 'utf8');
    const client = underClient || CLIENT.test(source);
    // A module seen on the client needs no second look; one seen on the server may be client-side too.
    if (visited.get(file) === true || (visited.has(file) && !client)) return;
    visited.set(file, client);
    if (client) for (const match of source.matchAll(TRANSLATIONS)) found.add(match[1]);
    for (const match of source.matchAll(IMPORTS)) {
      const next = resolve(file, match[1] ?? match[2]);
      if (next) visit(next, client);
    }
  };
  visit(path.resolve(ROOT, entry), false);
  return found;
}
