import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  businessDeliveries, businessSystemKeys, businessSystemServices, businessSystems,
} from '../../../db/schema/business-systems';
import { services } from '../../../db/schema/catalogue';
import { AppError } from '../../../http/app-error';
import type { SecretBox } from '../../../security/secret-box';
import { randomId } from '../../../../shared/rules/ids';
import { BUSINESS_MAX_LIVE_KEYS, type WhoamiAnswer } from '../../../../shared/schema/business-api';
import type { BusinessDelivery, BusinessSystemSave, BusinessSystemView } from '../../../../shared/schema/business-systems';
import type { CallingSystem } from '../open-api/credentials';

/** Registered systems and their keys (ADR 024): what the studio's 业务系统接入 page reads and changes. */

const DAY_MS = 86_400_000;
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** The tenant's systems (or one), each with its services, keys and last day's call counts. */
export async function listSystems(db: Db, tenantId: string, nowMs: number, onlyId?: string): Promise<BusinessSystemView[]> {
  const rows = await db.select().from(businessSystems)
    .where(onlyId === undefined ? eq(businessSystems.tenantId, tenantId) : and(eq(businessSystems.tenantId, tenantId), eq(businessSystems.id, onlyId)))
    .orderBy(businessSystems.createdAt, businessSystems.id);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [owned, keys, counts] = await Promise.all([
    db.select({ systemId: businessSystemServices.systemId, serviceId: services.serviceId, serviceName: services.serviceName })
      .from(businessSystemServices).innerJoin(services, eq(services.serviceId, businessSystemServices.serviceId))
      .where(inArray(businessSystemServices.systemId, ids)).orderBy(services.serviceName),
    db.select().from(businessSystemKeys).where(inArray(businessSystemKeys.systemId, ids)).orderBy(desc(businessSystemKeys.createdAt)),
    db.select({
      systemId: businessDeliveries.systemId,
      calls: sql<number>`count(*)::int`,
      refused: sql<number>`(count(*) filter (where ${businessDeliveries.outcome} = 'refused'))::int`,
    }).from(businessDeliveries)
      .where(and(inArray(businessDeliveries.systemId, ids), gte(businessDeliveries.createdAt, new Date(nowMs - DAY_MS))))
      .groupBy(businessDeliveries.systemId),
  ]);
  return rows.map((row) => {
    const count = counts.find((c) => c.systemId === row.id);
    return {
      id: row.id, code: row.code, name: row.name, contact: row.contact, flowType: row.flowType, scopes: row.scopes, status: row.status,
      services: owned.filter((s) => s.systemId === row.id).map(({ serviceId, serviceName }) => ({ serviceId, serviceName })),
      keys: keys.filter((k) => k.systemId === row.id).map((k) => ({
        keyId: k.keyId, createdAt: k.createdAt.toISOString(), revokedAt: iso(k.revokedAt), lastUsedAt: iso(k.lastUsedAt),
      })),
      calls24h: Number(count?.calls ?? 0), refused24h: Number(count?.refused ?? 0), createdAt: row.createdAt.toISOString(),
    };
  });
}

async function oneSystem(db: Db, tenantId: string, id: string, nowMs: number): Promise<BusinessSystemView> {
  const [view] = await listSystems(db, tenantId, nowMs, id);
  if (!view) throw new AppError('NOT_FOUND', { msg: '业务系统不存在' });
  return view;
}

/** Registers or changes a system; its services are replaced by those given (a service has one owner). */
export async function saveSystem(db: Db, tenantId: string, input: BusinessSystemSave, nowMs: number): Promise<BusinessSystemView> {
  const at = new Date(nowMs);
  const id = await db.transaction(async (tx) => {
    const [sameCode] = await tx.select({ id: businessSystems.id }).from(businessSystems)
      .where(and(eq(businessSystems.tenantId, tenantId), eq(businessSystems.code, input.code)));
    if (sameCode && sameCode.id !== input.id) throw new AppError('VALIDATION', { msg: `系统编码 ${input.code} 已被使用` });
    const serviceIds = [...new Set(input.serviceIds)];
    if (serviceIds.length > 0) {
      const known = await tx.select({ serviceId: services.serviceId }).from(services)
        .where(and(eq(services.tenantId, tenantId), inArray(services.serviceId, serviceIds)));
      if (known.length !== serviceIds.length) throw new AppError('VALIDATION', { msg: '所选服务有的已不存在，请重新选择' });
      const taken = await tx.select({ serviceId: businessSystemServices.serviceId, systemId: businessSystemServices.systemId, name: businessSystems.name })
        .from(businessSystemServices).innerJoin(businessSystems, eq(businessSystems.id, businessSystemServices.systemId))
        .where(inArray(businessSystemServices.serviceId, serviceIds));
      const elsewhere = taken.find((row) => row.systemId !== input.id);
      if (elsewhere) throw new AppError('VALIDATION', { msg: `服务 ${elsewhere.serviceId} 已属于业务系统「${elsewhere.name}」` });
    }
    const fields = {
      code: input.code, name: input.name, contact: input.contact, flowType: input.flowType, scopes: input.scopes, status: input.status, updatedAt: at,
    };
    let systemId = input.id;
    if (systemId === undefined) {
      systemId = randomId(32);
      await tx.insert(businessSystems).values({ id: systemId, tenantId, ...fields, createdAt: at });
    } else {
      const changed = await tx.update(businessSystems).set(fields)
        .where(and(eq(businessSystems.tenantId, tenantId), eq(businessSystems.id, systemId))).returning({ id: businessSystems.id });
      if (changed.length === 0) throw new AppError('NOT_FOUND', { msg: '业务系统不存在' });
      await tx.delete(businessSystemServices).where(eq(businessSystemServices.systemId, systemId));
    }
    if (serviceIds.length > 0) {
      await tx.insert(businessSystemServices).values(serviceIds.map((serviceId) => ({ tenantId, systemId, serviceId })));
    }
    return systemId;
  });
  return oneSystem(db, tenantId, id, nowMs);
}

/** Every service of the tenant with its owner, for the picker. */
export async function serviceOptions(db: Db, tenantId: string) {
  const rows = await db
    .select({ serviceId: services.serviceId, serviceName: services.serviceName, ownerId: businessSystems.id, ownerName: businessSystems.name })
    .from(services)
    .leftJoin(businessSystemServices, eq(businessSystemServices.serviceId, services.serviceId))
    .leftJoin(businessSystems, eq(businessSystems.id, businessSystemServices.systemId))
    .where(eq(services.tenantId, tenantId))
    .orderBy(services.serviceName);
  return { services: rows.map((row) => ({ ...row, ownerName: row.ownerName ?? '' })) };
}

/** A new key id and secret: the secret sealed at rest, answered this once. */
export async function createKey(db: Db, box: SecretBox, tenantId: string, systemId: string, nowMs: number): Promise<{ keyId: string; secret: string; system: BusinessSystemView }> {
  const keyId = `bk_${randomId(24)}`;
  const secret = `bs_${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    // The system's row lock serialises two concurrent creations, so the limit of live keys holds.
    const [system] = await tx.select({ id: businessSystems.id }).from(businessSystems)
      .where(and(eq(businessSystems.tenantId, tenantId), eq(businessSystems.id, systemId))).for('update');
    if (!system) throw new AppError('NOT_FOUND', { msg: '业务系统不存在' });
    const [live] = await tx.select({ n: sql<number>`count(*)::int` }).from(businessSystemKeys)
      .where(and(eq(businessSystemKeys.systemId, systemId), isNull(businessSystemKeys.revokedAt)));
    if (Number(live?.n ?? 0) >= BUSINESS_MAX_LIVE_KEYS) {
      throw new AppError('VALIDATION', { msg: `最多同时有 ${BUSINESS_MAX_LIVE_KEYS} 个有效密钥：请先吊销旧密钥` });
    }
    await tx.insert(businessSystemKeys).values({ keyId, tenantId, systemId, sealedSecret: box.seal(secret), createdAt: new Date(nowMs) });
  });
  return { keyId, secret, system: await oneSystem(db, tenantId, systemId, nowMs) };
}

export async function revokeKey(db: Db, tenantId: string, keyId: string, nowMs: number): Promise<BusinessSystemView> {
  const [row] = await db.update(businessSystemKeys).set({ revokedAt: new Date(nowMs) })
    .where(and(eq(businessSystemKeys.tenantId, tenantId), eq(businessSystemKeys.keyId, keyId), isNull(businessSystemKeys.revokedAt)))
    .returning({ systemId: businessSystemKeys.systemId });
  if (!row) {
    const [existing] = await db.select({ systemId: businessSystemKeys.systemId }).from(businessSystemKeys)
      .where(and(eq(businessSystemKeys.tenantId, tenantId), eq(businessSystemKeys.keyId, keyId)));
    if (!existing) throw new AppError('NOT_FOUND', { msg: '密钥不存在' });
    return oneSystem(db, tenantId, existing.systemId, nowMs);
  }
  return oneSystem(db, tenantId, row.systemId, nowMs);
}

export async function listDeliveries(db: Db, tenantId: string, systemId: string, onlyRefused: boolean): Promise<BusinessDelivery[]> {
  const rows = await db.select().from(businessDeliveries)
    .where(and(
      eq(businessDeliveries.tenantId, tenantId), eq(businessDeliveries.systemId, systemId),
      ...(onlyRefused ? [eq(businessDeliveries.outcome, 'refused')] : []),
    ))
    .orderBy(desc(businessDeliveries.createdAt), desc(businessDeliveries.id))
    .limit(100);
  return rows.map((row) => ({
    id: String(row.id), kind: row.kind, externalId: row.externalId, outcome: row.outcome, httpStatus: row.httpStatus, errorCode: row.errorCode,
    errorMessage: row.errorMessage, durationMs: row.durationMs, keyId: row.keyId ?? '', createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /whoami: the calling system as registered, and the server's clock. */
export async function whoami(db: Db, system: CallingSystem, nowMs: number): Promise<WhoamiAnswer> {
  const owned = await db.select({ serviceId: services.serviceId, serviceName: services.serviceName })
    .from(businessSystemServices).innerJoin(services, eq(services.serviceId, businessSystemServices.serviceId))
    .where(eq(businessSystemServices.systemId, system.id)).orderBy(services.serviceName);
  return {
    code: system.code, name: system.name, keyId: system.keyId, scopes: system.scopes, services: owned, serverTime: Math.floor(nowMs / 1000),
  };
}
