import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { DutyType, TripleListConfig } from '../../../shared/schema/three-lists';
import { departments, services } from './catalogue';
import { tenantColumn } from './core';

/**
 * The three lists: each department's duties, the services that carry each duty out, and the page's configuration.
 * Departments and services are the catalogue's (catalogue.ts).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const deptDuties = pgTable(
  'dept_duties',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    // Restrict, as services do: removing a department must not silently remove its duties.
    deptId: varchar('dept_id', { length: 32 })
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    /** The duty's code within the tenant (the spreadsheet import checks duplicates by it). */
    dutyCode: varchar('duty_code', { length: 32 }).notNull(),
    dutyName: varchar('duty_name', { length: 100 }).notNull(),
    /** '' while the tenant does not require a type (isDutyTypeMust). */
    dutyType: varchar('duty_type', { length: 16 }).$type<DutyType | ''>().notNull().default(''),
    /** The legal or regulatory source (设定依据). */
    basis: text('basis').notNull().default(''),
    content: text('content').notNull(),
    /** false: shown to signed-in users only. */
    isPublic: boolean('is_public').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dept_duties_tenant_code_uq').on(t.tenantId, t.dutyCode),
    index('dept_duties_tenant_dept_idx').on(t.tenantId, t.deptId, t.sort),
    check('dept_duties_type_ck', sql`${t.dutyType} in ('', 'MAIN', 'COOPERATE', 'SERVICE', 'SUPERVISE')`),
  ],
);

/** Which services carry out which duty; a service may carry out duties of other departments too. */
export const dutyServices = pgTable(
  'duty_services',
  {
    dutyId: varchar('duty_id', { length: 32 })
      .notNull()
      .references(() => deptDuties.id, { onDelete: 'cascade' }),
    serviceId: varchar('service_id', { length: 32 })
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dutyId, t.serviceId] }), index('duty_services_service_idx').on(t.serviceId)],
);

/** One row per tenant: what the three-lists page shows (threeListsConfig in the studio). */
export const threeListConfigs = pgTable('three_list_configs', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  config: jsonb('config').$type<TripleListConfig>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
