import { bigserial, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ConfigAction, ConfigArea, ConfigChange } from '../../../shared/schema/studio-config';
import { tenantColumn } from './core';

/**
 * Drafts, published versions and the audit log of the studio's configuration areas (ADR 009). A body is the area's
 * document, validated by its shared zod schema on every write; the live tables the portal reads are filled from a
 * version when it is published.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One draft per tenant and area; made from the published state by the first edit. */
export const configDrafts = pgTable(
  'config_drafts',
  {
    tenantId: tenantColumn(),
    area: varchar('area', { length: 32 }).$type<ConfigArea>().notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    /** Incremented by every edit, so a publish can insist on the revision that was previewed. */
    revision: integer('revision').notNull().default(0),
    updatedBy: varchar('updated_by', { length: 64 }).notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.area] })],
);

/** Immutable: a rollback is a new version carrying an older body. */
export const configVersions = pgTable(
  'config_versions',
  {
    tenantId: tenantColumn(),
    area: varchar('area', { length: 32 }).$type<ConfigArea>().notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    action: varchar('action', { length: 16 }).$type<Extract<ConfigAction, 'baseline' | 'publish' | 'rollback' | 'import'>>().notNull(),
    fromVersion: integer('from_version'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    changeCount: integer('change_count').notNull().default(0),
    createdBy: varchar('created_by', { length: 32 }).notNull(),
    createdByName: varchar('created_by_name', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.area, t.version] })],
);

/** Every change of a draft or of what is live: who, when, which object, and the structural diff. */
export const configAuditLog = pgTable(
  'config_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantColumn(),
    area: varchar('area', { length: 32 }).$type<ConfigArea>().notNull(),
    action: varchar('action', { length: 16 }).$type<ConfigAction>().notNull(),
    objectId: varchar('object_id', { length: 64 }).notNull().default(''),
    summary: varchar('summary', { length: 100 }).notNull().default(''),
    changes: jsonb('changes').$type<ConfigChange[]>().notNull(),
    version: integer('version'),
    userId: varchar('user_id', { length: 32 }).notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('config_audit_log_area_idx').on(t.tenantId, t.area, t.id),
    index('config_audit_log_object_idx').on(t.tenantId, t.area, t.objectId, t.id),
  ],
);
