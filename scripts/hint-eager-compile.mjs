// After `next build`, before the build files are compressed: each script a page loads first (the
// framework's and each route's entry chunks) starts with V8's explicit compile hint, so Chromium
// compiles all its functions while the file streams in, off the page's main thread, instead of one
// by one as hydration first calls them. Nearly every function of these files runs at start. The
// longest main-thread task of a category's start fell from 143 to 59 ms (median of 6, docs/adr/
// 0073-first-load-scripts-compiled-off-the-main-thread.md). Other engines read it as a comment.
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from './compile-hint.mjs';

const build = path.resolve(import.meta.dirname, '..', '.next');
const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(build, 'build-manifest.json'), 'utf8'));
const firstLoad = new Set(rootMainFiles);
// Each page's client manifest names the chunks its first load brings (`entryJSFiles`).
for (const name of fs.readdirSync(path.join(build, 'server', 'app'), { recursive: true })) {
  if (!String(name).endsWith('page_client-reference-manifest.js')) continue;
  const manifest = fs.readFileSync(path.join(build, 'server', 'app', String(name)), 'utf8');
  const entries = /"entryJSFiles":(\{[^}]*\})/.exec(manifest);
  if (entries) for (const files of Object.values(JSON.parse(entries[1]))) for (const file of files) firstLoad.add(file);
}

let hinted = 0;
let bytes = 0;
for (const file of firstLoad) {
  const full = path.join(build, file);
  const text = fs.readFileSync(full, 'utf8');
  if (text.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(full, COMPILE_HINT + text);
  hinted += 1;
  bytes += Buffer.byteLength(text);
}
console.log(`compile hint on ${hinted} first-load scripts (${(bytes / 1024).toFixed(0)} KB) of ${firstLoad.size}`);
