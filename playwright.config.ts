import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { START_ARGS } from './scripts/server-command';
import { mailCatcherAddress } from './tests/e2e/support/mail-catcher-address';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const mailCatcher = mailCatcherAddress(port);
// Specs that start shops of their own (their own port, data directory or database) and never call the run's.
const OWN_SERVERS = /(cache|card-origin|resilience|two-instances)\.spec\.ts$/;

// Debian's Chromium where it exists (no browser download here), Playwright's own browser elsewhere.
// The old headless shell first, the browser Playwright itself runs headless tests in: the same specs
// took 52.7 s and 84 CPU-seconds there, against 73.5 s and 128 in the full browser's new headless
// mode (docs/adr/0072-e2e-in-the-headless-shell.md).
const DEBIAN_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: 'tests/e2e',
  // CI's machine has run the suite 3× slower than a quiet one (address book axe 34 s here, 122 s there):
  // the bound is for a hung test, not a slow machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Two files at a time. Three were 20–24 % faster alone (docs/benchmarks.md), but their first full
  // run met a checkout race that two had not shown (the discount code's Apply sent nothing); until it
  // is found, two. Files that share state run in one project, one after another (below); the rest,
  // side by side.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // A failed test's trace keeps its steps, network and console, not each step's DOM or a film of the
    // screen: the DOM snapshots cost seven specs 29 % of their time, the film 18 % (ADR 0072, ADR 0074).
    // `--trace on` records everything for one run.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // Playwright runs projects in phases: a project starts when every project of the phase before has
  // finished. Phase 1: the owner's first sign-in and the shop's specs. Phase 2: the back-office chain,
  // one file at a time, and beside it the specs that start servers of their own. Those never touch
  // the run's shop; the back-office's catalogue, slide and blog edits would change what the shop's
  // specs see, so the shop's specs do not run beside them.
  projects: [
    // The demo owner's first sign-in of the run, in the browser, sets the password every later back-office spec signs in with.
    { name: 'owner-first-sign-in', testMatch: /back-office-sign-in\.spec\.ts$/ },
    { name: 'shop', testIgnore: [/back-office.*\.spec\.ts$/, OWN_SERVERS] },
    // They share the owner, whose authenticator code is accepted once: one file at a time.
    { name: 'back-office', testMatch: /back-office(-(?!sign-in)[\w-]+)?\.spec\.ts$/, dependencies: ['owner-first-sign-in'], workers: 1 },
    // The dependency only places them in phase 2, on the workers the back-office chain leaves free.
    { name: 'own-servers', testMatch: OWN_SERVERS, dependencies: ['owner-first-sign-in'] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The shop's mail goes here; tests read it with tests/e2e/support/mail.ts.
          command: 'node tests/e2e/support/mail-catcher.mjs',
          url: `http://127.0.0.1:${mailCatcher.httpPort}/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
          stdout: 'pipe',
          env: {
            MAIL_CATCHER_SMTP_PORT: String(mailCatcher.smtpPort),
            MAIL_CATCHER_HTTP_PORT: String(mailCatcher.httpPort),
            MAIL_CATCHER_DIR: mailCatcher.dir,
          },
        },
        {
          command: `node ${START_ARGS.join(' ')}`,
          url: `${baseURL}/tr`,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
          // A clean stop closes the embedded database (the supervisor passes SIGTERM on to the server).
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'pipe',
          env: {
            PORT: String(port),
            // Canonicals, hreflang, the sitemap and robots name the address the tests reach.
            SITE_URL: baseURL,
            // A fresh embedded shop per run: migrations and the demo seed run at start.
            VITRIN_DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `vitrin-e2e-${port}`),
            MAIL_URL: `smtp://127.0.0.1:${mailCatcher.smtpPort}`,
            // The tests play the proxy: each member they create calls from an address of its own
            // (X-Forwarded-For), so the per-address sign-up and login limits hold for people, not for the suite.
            TRUST_PROXY: 'true',
          },
        },
      ],
});
