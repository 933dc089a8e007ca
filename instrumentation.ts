/** Server start (Next's hook): everything before the first request lives in lib/server/bootstrap.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startShopOrExit } = await import('./lib/server/bootstrap');
  await startShopOrExit();
}
