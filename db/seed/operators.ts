import type { Db } from '@/lib/server/db/client';
import { operators } from '@/lib/server/db/schema';

/**
 * The demo's one owner, documented in the README beside the demo discount codes so a person can
 * sign in to /yonetim: the first sign-in asks for a new password. The TOTP secret is fixed and
 * public for the same reason (any authenticator app takes it); a real shop adds its people with
 * `npm run operator`, each with their own.
 */
export const DEMO_OWNER = {
  email: 'owner@vitrin.example',
  password: 'vitrin-demo-owner',
  totpSecret: 'VITRINDEMOOWNER2FASECRETKEY23456',
} as const;

/** argon2id of DEMO_OWNER.password (the parameters of lib/server/auth/password.ts), so seeding hashes nothing. */
const DEMO_OWNER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Sqhnk4MDM+iWsV9VFTV5lw$JS2xLiUPmzIk2DYdWf8qRV/o1VGpAtF2R648x33OE3Y';

export async function seedOperators(db: Db) {
  await db.insert(operators).values({
    email: DEMO_OWNER.email,
    name: 'Demo Owner',
    role: 'owner',
    passwordHash: DEMO_OWNER_HASH,
    mustChangePassword: true,
    totpSecret: DEMO_OWNER.totpSecret,
  });
  return 1;
}
