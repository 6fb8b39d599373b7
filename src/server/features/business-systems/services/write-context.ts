import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { businessDeliveries, businessSystemServices, type BusinessDeliveryOutcome } from '../../../db/schema/business-systems';
import { departments, services } from '../../../db/schema/catalogue';
import type { BusinessDeliveryKind } from '../../../../shared/schema/business-api';
import { BusinessApiError } from '../open-api/business-error';
import type { CallingSystem } from '../open-api/credentials';

/** What changed for a user, told to their open pages (the to-do and 暂存表 cards, messages, 我的办件). */
export type InboxPart = 'todos' | 'drafts' | 'messages' | 'applications';

/** Users whose pages must hear of a write, with what changed for each; told after the write commits. */
export class Affected {
  readonly byUser = new Map<string, Set<InboxPart>>();

  add(userId: string, ...parts: InboxPart[]): void {
    const set = this.byUser.get(userId) ?? new Set<InboxPart>();
    for (const part of parts) set.add(part);
    this.byUser.set(userId, set);
  }
}

export interface WriteContext {
  db: Db;
  now: () => number;
}

/** The call being served, for its delivery row. */
export interface DeliveryOf {
  system: CallingSystem;
  kind: BusinessDeliveryKind;
  externalId: string;
  startedMs: number;
}

/** Writes the delivery row of an accepted (or duplicate) call, inside the call's own transaction. */
export async function recordAccepted(tx: Queryable, delivery: DeliveryOf, outcome: BusinessDeliveryOutcome, nowMs: number): Promise<void> {
  await tx.insert(businessDeliveries).values({
    tenantId: delivery.system.tenantId, systemId: delivery.system.id, keyId: delivery.system.keyId, kind: delivery.kind,
    externalId: delivery.externalId, outcome, httpStatus: 200, durationMs: Math.max(0, Math.round(nowMs - delivery.startedMs)),
    createdAt: new Date(nowMs),
  });
}

/** A user of the system's tenant by account, or unknown_user naming the field. */
export async function userByAccount(tx: Queryable, tenantId: string, account: string, field: string): Promise<{ id: string; realName: string }> {
  const [row] = await tx.select({ id: users.id, realName: users.realName }).from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.account, account)));
  if (!row) throw new BusinessApiError('unknown_user', { message: `用户 ${account} 不存在`, fields: { [field]: `用户 ${account} 不存在` } });
  return row;
}

/** Users by account; unknown_user listing every account not found. */
export async function usersByAccounts(tx: Queryable, tenantId: string, accounts: readonly string[], field: string): Promise<string[]> {
  const wanted = [...new Set(accounts)];
  if (wanted.length === 0) return [];
  const rows = await tx.select({ id: users.id, account: users.account }).from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, wanted)));
  const found = new Set(rows.map((row) => row.account));
  const missing = wanted.filter((account) => !found.has(account));
  if (missing.length > 0) {
    const message = `用户不存在：${missing.slice(0, 10).join('、')}${missing.length > 10 ? ` 等 ${missing.length} 个` : ''}`;
    throw new BusinessApiError('unknown_user', { message, fields: { [field]: message } });
  }
  return rows.map((row) => row.id);
}

/** A department of the tenant by code, or unknown_department. */
export async function departmentByCode(tx: Queryable, tenantId: string, code: string, field: string): Promise<string> {
  const [row] = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.deptCode, code)));
  if (!row) throw new BusinessApiError('unknown_department', { message: `部门 ${code} 不存在`, fields: { [field]: `部门 ${code} 不存在` } });
  return row.id;
}

/** A service of the tenant that this system owns: unknown_service, or service_not_owned. */
export async function ownedService(tx: Queryable, system: CallingSystem, serviceId: string): Promise<{ serviceId: string; deptId: string }> {
  const [row] = await tx
    .select({ serviceId: services.serviceId, deptId: services.serviceDeptId, owner: businessSystemServices.systemId })
    .from(services)
    .leftJoin(businessSystemServices, and(eq(businessSystemServices.serviceId, services.serviceId), eq(businessSystemServices.systemId, system.id)))
    .where(and(eq(services.tenantId, system.tenantId), eq(services.serviceId, serviceId)));
  if (!row) throw new BusinessApiError('unknown_service', { message: `服务 ${serviceId} 不存在`, fields: { serviceId: `服务 ${serviceId} 不存在` } });
  if (row.owner === null) throw new BusinessApiError('service_not_owned', { message: `服务 ${serviceId} 不属于业务系统 ${system.name}` });
  return { serviceId: row.serviceId, deptId: row.deptId };
}

/** A unique index refused the row: another delivery of the same id won the race (PostgreSQL and PGlite: 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write; when a concurrent delivery of the same id committed first (a unique violation), runs it once more,
 * when it finds that row and answers as a re-delivery.
 */
export async function withRaceRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}
