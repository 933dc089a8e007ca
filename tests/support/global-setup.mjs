import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropCopies } from './global-teardown.mjs';

// A folder for this run's database templates (tests/support/templates.ts): every test file's workers
// inherit its name; a new run starts empty, so templates always follow the migrations and seed of the moment.
// On PostgreSQL, template databases a killed run left behind are dropped for the same reason.
export default async function globalSetup() {
  process.env.VITRIN_TEST_TEMPLATES = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-templates-'));
  if (process.env.TEST_DATABASE_URL) await dropCopies(process.env.TEST_DATABASE_URL);
}
