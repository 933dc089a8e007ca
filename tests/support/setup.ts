import '@testing-library/jest-dom';

// A test file that opened the shop database closes it, so no pool or PGlite keeps Jest alive.
afterAll(async () => {
  const holder = (globalThis as { __vitrinDb?: { database?: Promise<{ close(): Promise<void> }> } }).__vitrinDb;
  const database = await holder?.database?.catch(() => null);
  await database?.close().catch(() => undefined);
});
