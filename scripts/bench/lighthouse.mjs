// Lighthouse (mobile, simulated slow 4G, 4× CPU) on the built shop: the four category scores
// (performance, accessibility, best practices, SEO), LCP, TBT, CLS and first-load JS per page,
// median of 3 runs, next to an empty page of the same build and as a ratio to it. Builds nothing:
// run after `npm run build`.
//   npm run bench:lighthouse [-- /tr /en /tr/about @category @product:en]
// By default the five page kinds search engines bring phones to, in both languages: home, a category, a
// product, a blog post and a designer page. `@category`, `@product`, `@blog` and `@designer` name the demo
// catalogue's first category, product and designer and the featured blog post (`:en` for English).
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 3), BENCH_PORT (default: a free port),
//      BENCH_REPORTS (a folder to keep each run's Lighthouse JSON report in), BENCH_CHROME_FLAGS (more
//      Chromium flags, e.g. --disable-features=PaintHolding to tell the browser's hold on a navigation's
//      first frame from the page's own time to it; docs/benchmarks.md), BENCH_FRONT=h2 (Lighthouse reaches
//      the shop through HTTPS and HTTP/2 on loopback, as a TLS proxy in production serves it:
//      scripts/cluster/tls-front.ts; the pages are warmed and resolved on the shop itself).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGE_KINDS, resolvePath } from './pages.mjs';
import { EMPTY_PAGE, freePort, startPageShop } from './page-shop.mjs';
import { startTlsFront } from '../cluster/tls-front.ts';

const front = process.env.BENCH_FRONT === 'h2';
const CHROME_FLAGS = [
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
  // The front's certificate is made at its start, so no browser knows it.
  front ? '--ignore-certificate-errors' : '',
  process.env.BENCH_CHROME_FLAGS ?? '',
]
  .join(' ')
  .replace(/\s+/g, ' ')
  .trim();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/') || arg.startsWith('@'));
const wanted = [...(pages.length > 0 ? pages : PAGE_KINDS), EMPTY_PAGE];
const lighthouseBin = path.resolve('node_modules/.bin/lighthouse');
const run = promisify(execFile);


/** One load of the page and of every optimised image it names, so Lighthouse measures cached pages and encoded images. */
async function warm(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const images = new Set([...html.matchAll(/\/_next\/image\?[^"'\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')));
  const queue = [...images];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await (await fetch(`${base}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } })).arrayBuffer();
    }
  };
  await Promise.all([worker(), worker()]);
}

async function lighthouse(url) {
  const { stdout } = await run(
    lighthouseBin,
    [url, '--output=json', '--output-path=stdout', '--only-categories=performance,accessibility,best-practices,seo', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (process.env.BENCH_REPORTS) {
    fs.mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), stdout);
  }
  const requests = report.audits['network-requests'].details.items;
  const bytesOf = (type) => requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (name) => Math.round(report.categories[name].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    js: bytesOf('Script'),
    scripts: requests.filter((item) => item.resourceType === 'Script').length,
    fonts: bytesOf('Font'),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { base, stop: stopShop } = await startPageShop('lighthouse');
const tls = front ? await startTlsFront(await freePort(), base) : null;
const measured = tls?.url ?? base;
const stop = async () => {
  await tls?.close();
  await stopShop();
};

try {
  const paths = await Promise.all(wanted.map((each) => resolvePath(base, each)));
  const results = [];
  for (const pagePath of paths) {
    await warm(base, pagePath);
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await lighthouse(`${measured}${pagePath}`));
    const summary = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
    results.push({ path: pagePath, ...summary });
    console.error(`  ${pagePath}: ${samples.map((sample) => sample.performance).join(', ')}`);
  }
  const empty = results.find((result) => result.path === EMPTY_PAGE);
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs}` : '1 run'}, mobile (simulated slow 4G, 4× CPU), ${tls ? 'HTTPS and HTTP/2 through a TLS front' : 'HTTP/1.1'}, ${chromePath}${process.env.BENCH_CHROME_FLAGS ? ` ${process.env.BENCH_CHROME_FLAGS}` : ''}\n`);
  console.table(
    Object.fromEntries(
      results.map((result) => [
        result.path,
        {
          performance: result.performance,
          accessibility: result.accessibility,
          'best pr.': result.bestPractices,
          SEO: result.seo,
          'LCP s': Number((result.lcp / 1000).toFixed(2)),
          'TBT ms': Math.round(result.tbt),
          CLS: Number(result.cls.toFixed(3)),
          'JS KB': Number((result.js / 1024).toFixed(1)),
          scripts: result.scripts,
          'fonts KB': Number((result.fonts / 1024).toFixed(1)),
          'JS × empty': Number((result.js / empty.js).toFixed(2)),
        },
      ]),
    ),
  );
} finally {
  await stop();
}
