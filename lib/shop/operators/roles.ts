/**
 * The back-office roles (issue 22): the owner may do everything, including managing operators;
 * staff run orders, transfers, shipping, refunds and the inbox; editors the catalogue and content.
 */
export const OPERATOR_ROLES = ['owner', 'staff', 'editor'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);

/** Whether a role may make a call that names `needed`: the owner may make every call. */
export const roleAllows = (role: OperatorRole, needed: readonly OperatorRole[]): boolean => role === 'owner' || needed.includes(role);

/** Owners must sign in with a second factor; the others may enrol one. */
export const requiresTwoFactor = (role: OperatorRole): boolean => role === 'owner';

/** What an operator must still do before working: a new password first (the first sign-in), then an owner's two-factor enrolment. */
export function pendingSetupOf(operator: { role: OperatorRole; mustChangePassword: boolean; hasTwoFactor: boolean }): 'password' | 'two-factor' | null {
  if (operator.mustChangePassword) return 'password';
  return requiresTwoFactor(operator.role) && !operator.hasTwoFactor ? 'two-factor' : null;
}
