import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { roles, users } from '../db/schema/auth';
import { accountBindings, passwordPolicies, systemAccessLinks, userRoles } from '../db/schema/personal';
import { storeFile } from '../features/files/services/store-file';
import { hashPassword } from '../security/password';
import { fileUrl } from '../../shared/rules/file-url';
import { BINDINGS, DUAL_ROLE_ACCOUNT, PASSWORD_RULE_SEED, SYSTEM_LINKS } from './data/personal-content';
import { avatarSvg } from './data/personal-images';

const DAY_MS = 86_400_000;

async function roleIdOfType(tx: Queryable, tenantId: string, roleType: string): Promise<string> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.roleType, roleType))).limit(1);
  if (!role) throw new Error(`no ${roleType} role in tenant ${tenantId}`);
  return role.id;
}

/**
 * Seeds the personal centre: the demo account with two roles ('assistant', see DUAL_ROLE_ACCOUNT), the school
 * systems of getSystemAccessLink, third-party bindings and the password rule.
 */
export async function seedPersonalContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const a = DUAL_ROLE_ACCOUNT;
  await tx.insert(users).values({
    id: a.id, tenantId, account: a.account, passwordHash: await hashPassword(a.password), realName: a.realName, nickName: a.realName,
    roleId: await roleIdOfType(tx, tenantId, a.ownRoleType), deptName: a.deptName,
  });
  await tx.insert(userRoles).values({ tenantId, userId: a.id, roleId: await roleIdOfType(tx, tenantId, a.extraRoleType) });

  const linkRows = [];
  for (const [i, link] of SYSTEM_LINKS.entries()) {
    const icon = await storeFile(tx, tenantId, { fileName: `system-${link.key}.svg`, mime: 'image/svg+xml', bytes: avatarSvg(link.mark, link.color) });
    linkRows.push({
      id: `sysl-${tenantId}-${link.key}`, tenantId, name: link.name, url: link.url, icon: fileUrl(icon), description: link.description,
      category: link.category, roleTypes: [...link.roleTypes], sort: (i + 1) * 10,
    });
  }
  await tx.insert(systemAccessLinks).values(linkRows);

  const ids = new Map((await tx.select({ id: users.id, account: users.account }).from(users).where(eq(users.tenantId, tenantId))).map((u) => [u.account, u.id]));
  await tx.insert(accountBindings).values(BINDINGS.map((b) => {
    const userId = ids.get(b.account);
    if (userId === undefined) throw new Error(`demo account ${b.account} is not seeded`);
    return {
      id: `bind-${tenantId}-${b.key}`, tenantId, userId, provider: b.provider,
      externalId: `${b.provider}-demo-${b.key}`, externalName: b.externalName, boundAt: new Date(now.getTime() - b.daysAgo * DAY_MS),
    };
  }));

  await tx.insert(passwordPolicies).values({ tenantId, ...PASSWORD_RULE_SEED });
}
