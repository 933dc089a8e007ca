// What each page sends for hydration, counted from its HTML — numbers that do not depend on the
// machine's load, unlike Lighthouse's timings: HTML bytes, the inlined RSC payload (the text of the
// `self.__next_f.push` scripts), the client components it names and how many instances of them the
// browser hydrates. Builds nothing: run after `npm run build`.
//   npm run bench:payload [-- /tr @category:en] [--detail]
// `--detail` also lists each page's client components by instance count.
// Env: BENCH_PORT (default: a free port).
import { PAGE_KINDS, resolvePath } from './pages.mjs';
import { EMPTY_PAGE, startPageShop } from './page-shop.mjs';

const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('/') || arg.startsWith('@'));
const wanted = [...(pages.length > 0 ? pages : PAGE_KINDS), EMPTY_PAGE];


/** The RSC payload inlined in a page: each `self.__next_f.push([1, "…"])` script's string, joined. */
function flightOf(html) {
  const scripts = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\((\[[\s\S]*?\])\))<\/script>/g)];
  const text = scripts.map((match) => JSON.parse(match[2])).filter((chunk) => chunk[0] === 1).map((chunk) => chunk[1]).join('');
  return { scriptBytes: scripts.reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0), text };
}

/** Client components in a payload: its `I[…]` rows (module, chunks, export) and the `"$L<row>"` references to them. */
function clientInstances(text) {
  const names = new Map();
  for (const match of text.matchAll(/(?:^|\n)([0-9a-f]+):I(\[.*)/g)) {
    const [module, , name] = JSON.parse(match[2]);
    // A repeated export name is a reference to the row that holds it ("$28").
    const shared = /^\$([0-9a-f]+)$/.exec(name)?.[1];
    const named = shared ? JSON.parse(new RegExp(`(?:^|\\n)${shared}:(".*")`).exec(text)?.[1] ?? '""') : name;
    names.set(match[1], named === '' || named === 'default' ? `module ${module}` : named);
  }
  const counts = new Map();
  for (const match of text.matchAll(/"\$L([0-9a-f]+)"/g)) {
    const name = names.get(match[1]);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return { kinds: names.size, counts };
}

const { base, stop } = await startPageShop('payload');

try {
  const table = {};
  for (const pagePath of await Promise.all(wanted.map((each) => resolvePath(base, each)))) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const { scriptBytes, text } = flightOf(html);
    const { kinds, counts } = clientInstances(text);
    const instances = [...counts.values()].reduce((sum, count) => sum + count, 0);
    table[pagePath] = { 'HTML KB': Number((Buffer.byteLength(html) / 1024).toFixed(1)), 'payload KB': Number((scriptBytes / 1024).toFixed(1)), 'client components': kinds, instances };
    if (args.includes('--detail')) console.log(pagePath, Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])));
  }
  console.table(table);
} finally {
  await stop();
}
