import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { businessSystemKeys, businessSystems, businessSystemServices, departments, messages, processNodes, services, stagingRows } from '../db/schema';
import { createKey, revokeKey, saveSystem } from '../features/business-systems/services/registry';
import type { SecretBox } from '../security/secret-box';
import { DEMO_SERVICES_FILE, demoServicesFileSchema, type DemoServiceEntry } from '../../shared/schema/demo-services';
import { PHONE_PREFIX } from './data/departments';
import { EHALL_BASE } from './generate-catalogue';
import { DEMO_TENANT_ID } from './index';

/**
 * Points the demo at the sample business system (ADR 031), at every start with the demo seed and the sample on: the
 * seed writes every demo address (services, to-dos, drafts, messages) under the demo e-hall's base; here the
 * addresses still under that base — or under the base of the previous run, when the sample moved to another port —
 * move to the sample's origin. The sample serves a generic page per service at the same paths and records what is
 * submitted through the inbound API with the key of a business system registered here for the demo's flows.
 */

/** Run by the demo university's 网络与信息中心: its contact is that department's, as the department seed gives it. */
const SYSTEM = { code: 'ehall', name: '网上办事演示系统', contact: `网络与信息中心 ${PHONE_PREFIX}2201`, flowType: '信息化' } as const;

/** A demo address's path: a flow's form, an application system's entry, an offline service's guide. */
const PAGE_OF_PATH: ReadonlyArray<readonly [RegExp, DemoServiceEntry['kind']]> = [
  [/^\/flow\/start\?serviceCode=([a-z0-9-]+)$/, 'flow'],
  [/^\/app\/([a-z0-9-]+)\/index\.html$/, 'app'],
  [/^\/guide\/detail\?serviceCode=([a-z0-9-]+)$/, 'guide'],
];

/** Every address column the demo seed fills, with its table's tenant column. */
const ADDRESS_COLUMNS: ReadonlyArray<readonly [PgTable, Column, Column]> = [
  [services, services.serviceUrl, services.tenantId],
  [processNodes, processNodes.handleUrl, processNodes.tenantId],
  [stagingRows, stagingRows.url, stagingRows.tenantId],
  [messages, messages.url, messages.tenantId],
];

async function moveAddresses(db: Db, from: string, to: string): Promise<void> {
  const prefix = `${from}/`;
  for (const [table, column, tenant] of ADDRESS_COLUMNS) {
    await db.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${`${to}/`} || substr(${column}, ${prefix.length + 1})
      where ${tenant} = ${DEMO_TENANT_ID} and left(${column}, ${prefix.length}) = ${prefix}`);
  }
}

export async function pointDemoAtSample(db: Db, box: SecretBox, options: { url: string; dataDir: string; nowMs: number }): Promise<void> {
  const { url } = options;
  const file = path.join(options.dataDir, 'leave-system', DEMO_SERVICES_FILE);
  // Missing or unreadable: the addresses move from the seed's base only, and a new key is made.
  const saved = await readFile(file, 'utf8').then((text) => demoServicesFileSchema.parse(JSON.parse(text))).catch(() => null);
  for (const from of new Set([EHALL_BASE, saved?.baseUrl ?? EHALL_BASE])) {
    if (from !== url) await moveAddresses(db, from, url);
  }

  const rows = await db.select({
    serviceId: services.serviceId, serviceName: services.serviceName, serviceUrl: services.serviceUrl, deptName: departments.deptName,
    phone: departments.phone, location: departments.location, ownerId: businessSystemServices.systemId,
  }).from(services)
    .innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .leftJoin(businessSystemServices, eq(businessSystemServices.serviceId, services.serviceId))
    .where(and(eq(services.tenantId, DEMO_TENANT_ID), sql`left(${services.serviceUrl}, ${url.length + 1}) = ${`${url}/`}`));
  const entries: Array<DemoServiceEntry & { ownerId: string | null }> = [];
  for (const row of rows) {
    const address = row.serviceUrl.slice(url.length);
    for (const [pattern, kind] of PAGE_OF_PATH) {
      const code = pattern.exec(address)?.[1];
      if (code) {
        entries.push({
          code, kind, serviceId: row.serviceId, serviceName: row.serviceName, deptName: row.deptName, contact: row.phone ?? '',
          location: row.location ?? '', ownerId: row.ownerId,
        });
      }
    }
  }

  const [existing] = await db.select({ id: businessSystems.id }).from(businessSystems)
    .where(and(eq(businessSystems.tenantId, DEMO_TENANT_ID), eq(businessSystems.code, SYSTEM.code)));
  // The flows record applications, so the system owns them, unless the studio gave one to another system.
  const owned = entries.filter((e) => e.kind === 'flow' && (e.ownerId === null || e.ownerId === existing?.id));
  const system = await saveSystem(db, DEMO_TENANT_ID, {
    ...(existing ? { id: existing.id } : {}), ...SYSTEM, scopes: ['applications'], serviceIds: owned.map((e) => e.serviceId), status: 'active',
  }, options.nowMs);
  // OPEN-02: the flow pages learn who the user is from the combStr the portal adds for accessWay '5'.
  for (const e of owned) {
    await db.update(services).set({ accessWay: '5' }).where(and(eq(services.tenantId, DEMO_TENANT_ID), eq(services.serviceId, e.serviceId)));
  }

  const live = await db.select({ keyId: businessSystemKeys.keyId }).from(businessSystemKeys)
    .where(and(eq(businessSystemKeys.systemId, system.id), isNull(businessSystemKeys.revokedAt)));
  let key = saved && live.some((k) => k.keyId === saved.keyId) ? { keyId: saved.keyId, secret: saved.secret } : null;
  if (key === null) {
    for (const old of live) await revokeKey(db, DEMO_TENANT_ID, old.keyId, options.nowMs);
    const made = await createKey(db, box, DEMO_TENANT_ID, system.id, options.nowMs);
    key = { keyId: made.keyId, secret: made.secret };
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ baseUrl: url, ...key, services: entries.map(({ ownerId: _owner, ...e }) => e) }), { mode: 0o600 });
  await chmod(file, 0o600);
}
