// What each page sends for hydration, counted from its HTML — numbers that do not depend on the
// machine's load, unlike Lighthouse's timings: HTML bytes, the inlined RSC payload (the text of the
// `self.__next_f.push` scripts), the client components it names and how many instances of them the
// browser hydrates. Builds nothing: run after `npm run build`.
//   npm run bench:payload [-- /tr @category:en] [--detail]
// `--detail` also lists each page's client components by instance count.
// `--js` loads each page in Chromium on a phone-wide screen until the network is idle and sums what
// its scripts transferred (headers and gzip body, the chunks loaded lazily during the load too), as
// Lighthouse counts it but without its throttled timings: the ratio to the empty page of issue 21.
// Env: BENCH_PORT (default: a free port), CHROME_PATH (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
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

/** Transfer bytes and count of the script responses of one load of the page (a fresh context: nothing cached). */
async function scriptTransfer(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(responses.map((response) => response.request().sizes()));
  await context.close();
  return { bytes: sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0), scripts: sizes.length };
}

async function scriptTable(base, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const measured = [];
    for (const pagePath of paths) measured.push([pagePath, await scriptTransfer(browser, `${base}${pagePath}`)]);
    const empty = measured.find(([pagePath]) => pagePath === EMPTY_PAGE)[1].bytes;
    return Object.fromEntries(measured.map(([pagePath, { bytes, scripts }]) => [pagePath, { 'JS KB': Number((bytes / 1024).toFixed(1)), scripts, 'JS × empty': Number((bytes / empty).toFixed(3)) }]));
  } finally {
    await browser.close();
  }
}

/** HTML, inlined payload and client components of each page, as its HTML sends them. */
async function payloadTable(base, paths) {
  const table = {};
  for (const pagePath of paths) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const { scriptBytes, text } = flightOf(html);
    const { kinds, counts } = clientInstances(text);
    const instances = [...counts.values()].reduce((sum, count) => sum + count, 0);
    table[pagePath] = { 'HTML KB': Number((Buffer.byteLength(html) / 1024).toFixed(1)), 'payload KB': Number((scriptBytes / 1024).toFixed(1)), 'client components': kinds, instances };
    if (args.includes('--detail')) console.log(pagePath, Object.fromEntries([...counts].sort((a, b) => b[1] - a[1])));
  }
  return table;
}

const { base, stop } = await startPageShop('payload');

try {
  const paths = await Promise.all(wanted.map((each) => resolvePath(base, each)));
  console.table(args.includes('--js') ? await scriptTable(base, paths) : await payloadTable(base, paths));
} finally {
  await stop();
}
