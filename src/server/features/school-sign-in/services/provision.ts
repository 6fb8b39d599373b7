import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { departments, roles, users } from '../../../db/schema';
import { randomId } from '../../../../shared/rules/ids';
import type { RoleRule } from '../../../../shared/schema/role-rules';
import type { TokenSubject } from '../../auth';
import { decideRole, type ProviderIdentity } from '../mapping';

/**
 * A provisioned account has no password: this marker matches no password format (security/password.ts), so the
 * own form never signs such a person in; only the identity provider does.
 */
const NO_PASSWORD = '!school-sign-in';

function subjectOf<T extends TokenSubject & { disabledAt: Date | null }>(row: T): TokenSubject {
  const { disabledAt: _disabledAt, ...subject } = row;
  return subject;
}

export interface ProvisioningPolicy {
  allowed: boolean;
  roleRules: readonly RoleRule[];
  /** '' refuses a person no rule matches. */
  defaultRoleId: string;
}

export type ProvisionOutcome =
  | { kind: 'user'; subject: TokenSubject; created: boolean }
  | { kind: 'refused'; code: 'not_provisioned' | 'role_refused' | 'account_disabled' };

/**
 * The account of a person the provider signed in: the tenant's account of that name, or (first sign-in, when the
 * policy allows it) a new one with the role the rules give and the department the code names — one transaction, so
 * nothing is half-created when a step fails. Two first sign-ins of one person at once make one account. An account
 * the directory sync disabled (ADR 023) is refused, never signed in nor made again.
 */
export async function findOrProvisionUser(
  db: Db, tenantId: string, identity: ProviderIdentity, policy: ProvisioningPolicy, nowMs: number,
): Promise<ProvisionOutcome> {
  return db.transaction(async (tx) => {
    const select = () => tx
      .select({ userId: users.id, tenantId: users.tenantId, account: users.account, nickName: users.nickName, roleId: roles.id, roleType: roles.roleType, disabledAt: users.disabledAt })
      .from(users).innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.tenantId, tenantId), eq(users.account, identity.account)));
    const [existing] = await select();
    if (existing) return existing.disabledAt === null ? { kind: 'user', subject: subjectOf(existing), created: false } : { kind: 'refused', code: 'account_disabled' };
    if (!policy.allowed) return { kind: 'refused', code: 'not_provisioned' };

    const decision = decideRole(policy.roleRules, policy.defaultRoleId, identity.affiliations);
    if (decision.kind === 'refused') return { kind: 'refused', code: 'role_refused' };
    const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, decision.roleId)));
    // A rule naming a role that was since removed refuses rather than guessing another role.
    if (!role) return { kind: 'refused', code: 'role_refused' };

    const [dept] = identity.deptCode === '' ? [] : await tx.select({ name: departments.deptName }).from(departments)
      .where(and(eq(departments.tenantId, tenantId), eq(departments.deptCode, identity.deptCode)));
    const inserted = await tx.insert(users).values({
      id: randomId(32), tenantId, account: identity.account, passwordHash: NO_PASSWORD, realName: identity.name,
      nickName: identity.name, roleId: decision.roleId, deptName: dept?.name ?? '', createdAt: new Date(nowMs),
    }).onConflictDoNothing().returning({ id: users.id });
    // A concurrent first sign-in of the same person may have made the account meanwhile: then it is found, not made.
    const [made] = await select();
    if (!made) throw new Error(`provisioned account ${identity.account} is missing`);
    return { kind: 'user', subject: subjectOf(made), created: inserted.length > 0 };
  });
}
