import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { accountBindings } from '../../../db/schema/personal';
import { AppError } from '../../../http/app-error';
import type { AccountBinding, BindProvider } from '../../../../shared/schema/personal';

const PROVIDER_NAMES: Readonly<Record<BindProvider, string>> = { wechat: '微信', wecom: '企业微信', dingtalk: '钉钉', qq: 'QQ' };

/** The first character and stars: enough to recognise one's own account, not to identify someone else's. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.min(Math.max(chars.length - 1, 1), 3))}`;
}

/** The caller's third-party bindings, oldest first. */
export async function listBindings(db: Queryable, user: { tenantId: string; userId: string }): Promise<AccountBinding[]> {
  const rows = await db
    .select({ id: accountBindings.id, provider: accountBindings.provider, externalName: accountBindings.externalName, boundAt: accountBindings.boundAt })
    .from(accountBindings)
    .where(and(eq(accountBindings.tenantId, user.tenantId), eq(accountBindings.userId, user.userId)))
    .orderBy(asc(accountBindings.boundAt), asc(accountBindings.id));
  return rows.map((r) => ({
    id: r.id, provider: r.provider, providerName: PROVIDER_NAMES[r.provider], externalName: maskName(r.externalName), boundAt: r.boundAt.toISOString(),
  }));
}

/**
 * removeBind: unbinds one of the caller's own bindings. The delete names the caller, so someone else's binding id
 * finds nothing and answers exactly like an unknown one.
 */
export async function removeBinding(db: Queryable, user: { tenantId: string; userId: string }, id: string): Promise<null> {
  const removed = await db
    .delete(accountBindings)
    .where(and(eq(accountBindings.id, id), eq(accountBindings.tenantId, user.tenantId), eq(accountBindings.userId, user.userId)))
    .returning({ id: accountBindings.id });
  if (removed.length === 0) throw new AppError('BINDING_NOT_FOUND');
  return null;
}
