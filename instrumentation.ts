/** Server start: open the database, apply migrations and seed an empty shop before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./lib/server/db/client');
  await getDatabase();
}
