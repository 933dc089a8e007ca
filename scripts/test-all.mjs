// The README's test command: lint, typecheck, Jest (units, components, API on PGlite and, when a
// server answers, on PostgreSQL), then a production build and Playwright e2e against the built server (npm start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

const run = (label, command, args, env = {}) => {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
};

const check = (label, command, args, env) => {
  const ok = run(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  return ok;
};

/** check's twin for steps that run side by side: it resolves once the command has ended. */
const checkBeside = (label, command, args) =>
  new Promise((resolve) => {
    console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit' });
    const end = (ok) => {
      steps.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      totals[ok ? 'passed' : 'failed'] += 1;
      resolve(ok);
    };
    child.once('error', () => end(false));
    child.once('exit', (code) => end(code === 0));
  });

const jest = (label, args, env) => {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['jest', '--json', `--outputFile=${report}`, ...args], { NODE_OPTIONS: '--experimental-vm-modules', ...env });
  if (!fs.existsSync(report)) return (totals.failed += 1);
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  // A suite that failed to load has no failed test but must still count.
  totals.failed += result.numFailedTests + (ok || result.numFailedTests ? 0 : 1);
  totals.skipped += result.numPendingTests;
};

let slowest = [];

/** Every test of Playwright's JSON report with its duration (all its runs), the slowest ten first. */
function slowestTests(suites) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        tests.push({ ms, title: [...titles, spec.title].filter(Boolean).join(' › ') });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, [suite.title]);
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map(({ ms, title }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
}

const postgresAnswers = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

async function postgresSuite() {
  const name = `vitrin_test_${process.pid}`;
  const admin = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const given = process.env.TEST_DATABASE_URL;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: admin });
  if (!given) {
    try {
      await client.connect();
      await client.query(`create database ${name}`);
    } catch (error) {
      console.log(`\nPostgreSQL answers but a test database could not be created (${error.message}); the API suite ran on PGlite only.`);
      await client.end().catch(() => undefined);
      return;
    }
  }
  jest('jest API (PostgreSQL)', ['tests/api'], { TEST_DATABASE_URL: given ?? admin.replace(/\/[^/]*$/, `/${name}`) });
  if (!given) await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await client.end().catch(() => undefined);
}

// Two cores, two single-threaded checks: side by side they take the longer one's time.
const [, typechecked] = await Promise.all([checkBeside('lint', 'npx', ['eslint', '.']), checkBeside('typecheck', 'npx', ['tsc', '--noEmit'])]);
jest('jest (PGlite)', []);

if (process.env.TEST_DATABASE_URL || (await postgresAnswers())) await postgresSuite();
else console.log('\nNo PostgreSQL on 127.0.0.1:5432: the API suite ran on PGlite only.');

if (check('build', 'npm', ['run', 'build'], typechecked ? { VITRIN_TYPECHECKED: '1' } : {})) {
  const report = path.join(tmp, 'e2e.json');
  const ok = run('e2e (Playwright)', 'npx', ['playwright', 'test'], { E2E_REPORT: report, E2E_DATA_DIR: path.join(tmp, 'e2e-data'), CI: process.env.CI ?? '1' });
  if (fs.existsSync(report)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    slowest = slowestTests(suites);
    // No retries run, so nothing can be "flaky": a test that needed a second try would count as failed.
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky;
    totals.skipped += stats.skipped;
    // A run that failed before any test (a web server that could not start) still writes a report.
    if (!ok && stats.unexpected + stats.flaky === 0) totals.failed += 1;
  } else {
    totals.failed += 1;
  }
}

console.log(`\n${steps.join('\n')}\n`);
if (slowest.length) console.log(`The 10 slowest e2e tests:\n${slowest.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
