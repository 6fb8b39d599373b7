import { sql } from 'drizzle-orm';
import {
  bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { services } from './catalogue';
import { tenantColumn } from './core';
import type { BusinessDeliveryKind, BusinessScope } from '../../../shared/schema/business-api';

/**
 * Business systems (教务, 学工, 财务 …) that write to-dos, application events and messages through the inbound API
 * (ADR 024, `shared/schema/business-api.ts`). A system belongs to one tenant; everything it writes lands there.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export type BusinessSystemStatus = 'active' | 'disabled';

export const businessSystems = pgTable('business_systems', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  /** Short stable code chosen at registration (e.g. `leave`), unique per tenant. */
  code: varchar('code', { length: 32 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  contact: varchar('contact', { length: 200 }).notNull().default(''),
  /** The to-do card's flow (processes.flow_type, e.g. 学工) that this system's applications and to-dos count under. */
  flowType: varchar('flow_type', { length: 32 }).notNull(),
  scopes: jsonb('scopes').$type<BusinessScope[]>().notNull(),
  status: varchar('status', { length: 16 }).$type<BusinessSystemStatus>().notNull().default('active'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('business_systems_tenant_code_uq').on(t.tenantId, t.code),
  check('business_systems_status_ck', sql`${t.status} in ('active', 'disabled')`),
]);

/** The services a system owns: only it may write applications and to-dos of them. A service has one owner. */
export const businessSystemServices = pgTable('business_system_services', {
  tenantId: tenantColumn(),
  systemId: varchar('system_id', { length: 32 }).notNull().references(() => businessSystems.id, { onDelete: 'cascade' }),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.systemId, t.serviceId] }),
  uniqueIndex('business_system_services_service_uq').on(t.serviceId),
]);

/**
 * A system's signing keys (ADR 024). The secret is sealed with the secret box (HMAC needs it back, so it cannot be
 * hashed) and shown once, when made. Rotation: at most two live keys per system, so a new key works before the old
 * one is revoked. Revoked rows stay, so deliveries keep naming the key they came with.
 */
export const businessSystemKeys = pgTable('business_system_keys', {
  keyId: varchar('key_id', { length: 40 }).primaryKey(),
  tenantId: tenantColumn(),
  systemId: varchar('system_id', { length: 32 }).notNull().references(() => businessSystems.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  revokedAt: at('revoked_at'),
  lastUsedAt: at('last_used_at'),
}, (t) => [index('business_system_keys_system_idx').on(t.systemId, t.createdAt)]);

export type BusinessDeliveryOutcome = 'accepted' | 'duplicate' | 'refused';

/**
 * Every call of a known system, accepted or refused: what the studio's delivery list shows. An accepted write's row is
 * written in the write's own transaction; a refusal's row after it.
 */
export const businessDeliveries = pgTable('business_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: tenantColumn(),
  systemId: varchar('system_id', { length: 32 }).notNull().references(() => businessSystems.id, { onDelete: 'cascade' }),
  keyId: varchar('key_id', { length: 40 }),
  kind: varchar('kind', { length: 24 }).$type<BusinessDeliveryKind>().notNull(),
  /** The system's own id the call named (to-do, application, message), '' when none. */
  externalId: varchar('external_id', { length: 64 }).notNull().default(''),
  outcome: varchar('outcome', { length: 12 }).$type<BusinessDeliveryOutcome>().notNull(),
  httpStatus: smallint('http_status').notNull(),
  /** The refusal's code (BusinessErrorCode), '' when accepted. */
  errorCode: varchar('error_code', { length: 32 }).notNull().default(''),
  errorMessage: varchar('error_message', { length: 500 }).notNull().default(''),
  durationMs: integer('duration_ms').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('business_deliveries_system_idx').on(t.systemId, t.createdAt),
  index('business_deliveries_created_idx').on(t.createdAt),
]);
