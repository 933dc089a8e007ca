import pg from 'pg';

/**
 * A connection for loading: foreign-key triggers off (session_replication_role, a superuser's right:
 * the seed checks every key once at the end, db/seed/references.ts), and no wait for the disk at
 * each COPY's commit (a crash mid-seed means seeding again anyway).
 */
export async function connectLoader(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set session_replication_role = replica');
  await client.query('set synchronous_commit = off');
  return client;
}

/** Whether this role may turn the foreign-key triggers off, which the bulk load needs. */
export async function mayLoadInBulk(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ super: boolean }>('select rolsuper as super from pg_roles where rolname = current_user');
    return rows[0]?.super === true;
  } finally {
    await client.end();
  }
}
