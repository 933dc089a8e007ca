import { hashPassword } from '@/lib/server/auth/password';
import { createOperatorSession, OPERATOR_COOKIE } from '@/lib/server/auth/operator-session';
import { getDb } from '@/lib/server/db/client';
import { operators } from '@/lib/server/db/schema';
import type { OperatorRole } from '@/lib/shop/operators/roles';

export const OPERATOR_TEST_PASSWORD = 'a-long-operator-password';

/** An operator ready to work (password set, an owner enrolled), and the Cookie header of a session of theirs. */
export async function operatorWithSession(role: OperatorRole, email = `${role}.${Math.random().toString(36).slice(2, 8)}@vitrin.example`) {
  const db = await getDb();
  const [row] = await db
    .insert(operators)
    .values({ email, name: `Test ${role}`, role, passwordHash: await hashPassword(OPERATOR_TEST_PASSWORD), totpSecret: role === 'owner' ? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' : null })
    .returning();
  const cookie = await createOperatorSession(db, row.id);
  return { id: row.id, email, headers: { cookie: `${OPERATOR_COOKIE}=${cookie.value}` } };
}
