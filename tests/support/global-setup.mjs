import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A folder for this run's database templates (tests/support/templates.ts): every test file's workers
// inherit its name; a new run starts empty, so templates always follow the migrations and seed of the moment.
export default function globalSetup() {
  process.env.VITRIN_TEST_TEMPLATES = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-templates-'));
}
