// Empties dist/ before the server code is compiled into it, so a deleted source leaves no stale
// module behind that an old import could still load. dist/package.json (committed) stays.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
for (const entry of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
  if (entry !== 'package.json') fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
}
