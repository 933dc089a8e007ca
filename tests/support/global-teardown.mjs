import fs from 'node:fs';
import pg from 'pg';

/** Drops this run's template folder and, on PostgreSQL, the templates and per-worker copies beside the test database. */
export default async function globalTeardown() {
  if (process.env.VITRIN_TEST_TEMPLATES) fs.rmSync(process.env.VITRIN_TEST_TEMPLATES, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) await dropCopies(process.env.TEST_DATABASE_URL);
}

export async function dropCopies(url) {
  const base = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(`select datname from pg_database where datname like $1 escape '!'`, [`${base.replace(/[!_%]/g, '!$&')}!_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
