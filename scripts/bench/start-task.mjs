// The main-thread work of a page's start, without throttling: per page kind, the median over fresh
// browser contexts of the longest main-thread task until the load has settled, and of the time the
// first-load scripts take to evaluate (their compile, the app's start and hydration's first pass).
// Each page is loaded with the build's scripts as built (compile hint first, scripts/
// hint-eager-compile.mjs) and with the hint taken out on the way, beside the empty page: the two
// columns are the hint's effect in one run, the ratios read each page against the framework alone.
// Builds nothing: run after `npm run build`.
//   npm run bench:start-task [-- /tr @category:en]
// Env: BENCH_PORT (default: a free port), BENCH_RUNS (default 6), CHROME_PATH (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import { PAGE_KINDS, resolvePath } from './pages.mjs';
import { COMPILE_HINT } from '../compile-hint.mjs';
import { EMPTY_PAGE, startPageShop } from './page-shop.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 6);
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/') || arg.startsWith('@'));
const wanted = [...(pages.length > 0 ? pages : PAGE_KINDS), EMPTY_PAGE];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load in a fresh phone-sized context: the longest main-thread task and the scripts' evaluation, in ms. */
async function load(browser, url, hinted) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: hinted || !body.startsWith(COMPILE_HINT) ? body : body.slice(COMPILE_HINT.length) });
  });
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,toplevel,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await ended;
  await context.close();
  const parse = events.find((event) => event.name === 'ParseHTML');
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const longest = Math.max(...main.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask').map((event) => event.dur ?? 0));
  const scripts = main.filter((event) => event.name === 'EvaluateScript' && event.args?.data?.url?.includes('/_next/static/'));
  return { longest: longest / 1000, evaluation: scripts.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000 };
}

const shop = await startPageShop('start-task');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
try {
  const rows = [];
  for (const wantedPath of wanted) {
    const url = `${shop.base}${await resolvePath(shop.base, wantedPath)}`;
    await load(browser, url, true);
    const figures = { hinted: [], unhinted: [] };
    // Interleaved, so a change in the machine's load falls on both columns alike.
    for (let run = 0; run < runs; run++) {
      figures.hinted.push(await load(browser, url, true));
      figures.unhinted.push(await load(browser, url, false));
    }
    const of = (column, key) => median(figures[column].map((figure) => figure[key]));
    rows.push({ page: wantedPath, longest: of('hinted', 'longest'), longestUnhinted: of('unhinted', 'longest'), evaluation: of('hinted', 'evaluation'), evaluationUnhinted: of('unhinted', 'evaluation') });
  }
  const empty = rows.at(-1);
  console.log(`median of ${runs} loads each, unthrottled, ${new Date().toISOString()}`);
  console.log('| page | longest task ms (× empty) | without the hint | scripts\u2019 evaluation ms (× empty) | without the hint |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const cell = (value, floor) => `${value.toFixed(0)} (${(value / floor).toFixed(2)})`;
    console.log(`| ${row.page} | ${cell(row.longest, empty.longest)} | ${cell(row.longestUnhinted, empty.longestUnhinted)} | ${cell(row.evaluation, empty.evaluation)} | ${cell(row.evaluationUnhinted, empty.evaluationUnhinted)} |`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
