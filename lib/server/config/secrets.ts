import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './env';

const cache = new Map<string, string>();

/**
 * A secret from the environment or, when unset, one generated once and kept under .data/secrets
 * so sessions survive restarts without the operator having to invent a key.
 */
export function secret(name: 'AUTH_SECRET'): string {
  const fromEnv = process.env[name]?.trim();
  if (fromEnv) return fromEnv;
  const known = cache.get(name);
  if (known) return known;
  const file = path.join(dataDir(), 'secrets', name);
  let value: string;
  try {
    value = fs.readFileSync(file, 'utf8').trim();
  } catch {
    value = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, value, { flag: 'wx', mode: 0o600 });
    } catch {
      // Another worker wrote it first: use theirs.
      value = fs.readFileSync(file, 'utf8').trim();
    }
  }
  cache.set(name, value);
  return value;
}
