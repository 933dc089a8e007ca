import path from 'node:path';

/**
 * Where the embedded database and media live: runtime data, so the build's
 * file tracing must not follow it.
 */
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.VITRIN_DATA_DIR ?? path.join(process.cwd(), '.data'));

/** `postgres://…` for a PostgreSQL server, `memory://` for a throwaway PGlite, unset for PGlite under .data/. */
export const databaseUrl = () => process.env.DATABASE_URL?.trim() || '';

export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';
