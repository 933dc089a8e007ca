import os from 'node:os';
import path from 'node:path';

// Each test file gets its own in-memory PGlite unless the suite runs against a PostgreSQL server.
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL || 'memory://';
process.env.VITRIN_SEED_ON_START = 'false';
process.env.VITRIN_DATA_DIR ??= path.join(os.tmpdir(), 'vitrin-jest');
