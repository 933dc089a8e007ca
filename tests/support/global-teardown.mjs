import fs from 'node:fs';

export default function globalTeardown() {
  if (process.env.VITRIN_TEST_TEMPLATES) fs.rmSync(process.env.VITRIN_TEST_TEMPLATES, { recursive: true, force: true });
}
