import { hash, verify, type Options } from '@node-rs/argon2';

/** The package's Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id. */
const ARGON2ID = 2 as Options['algorithm'];

/** OWASP's argon2id recommendation: 19 MiB of memory, two passes, one lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * A hash of a random password nobody kept, made with the same parameters: a login with an unknown email is
 * checked against it, so it takes as long as a wrong password and the timing tells no one who is a member.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$A8YofZRsjhgEZhZs2DQiLA$oc9f4OJ6Aka80yBvn/EKnHx+Wq9KBqX/dDJbGT9/BhU';

/** True when the password matches; a stored value that is no argon2 hash never does. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash || DUMMY_HASH, password);
    return Boolean(storedHash) && matches;
  } catch {
    return false;
  }
}
