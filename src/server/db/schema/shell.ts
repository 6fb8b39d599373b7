import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from './core';

/** Content of the signed-in shell: top navigation, footer, and the help robot's basic config. */

/** Built-in navigation kinds; custom entries (isBuilt 2) use ADD. */
export type NavigationType =
  | 'HOME_PAGE'
  | 'SERVICE_HALL'
  | 'FLOW_SERVICE_CENTER'
  | 'APPLY_SERVICE_CENTER'
  | 'THREE_LISTS'
  | 'EFFECTIVENESS'
  | 'ADD';

export const navigationEntries = pgTable(
  'navigation_entries',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    navigationName: varchar('navigation_name', { length: 32 }).notNull(),
    /** Optional English name, '' for none (ADR 033). */
    navigationNameEn: varchar('navigation_name_en', { length: 64 }).notNull().default(''),
    navigationType: varchar('navigation_type', { length: 32 }).$type<NavigationType>().notNull(),
    /** 1 built in, 2 custom (at most 6 custom ones per tenant, SHELL-08). */
    isBuilt: smallint('is_built').notNull().default(2),
    /** 1 enabled: shown in the top navigation and marked 已启用 in the studio (doc1 §3, SHELL-07). */
    isAuto: smallint('is_auto').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull(),
    configPath: varchar('config_path', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Roles that see the entry in the top navigation; empty: every role (set in the studio, ADR 009). */
    roleIds: jsonb('role_ids').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('navigation_entries_tenant_sort_idx').on(t.tenantId, t.sort),
    check('navigation_entries_is_built_ck', sql`${t.isBuilt} in (1, 2)`),
    check('navigation_entries_is_auto_ck', sql`${t.isAuto} in (0, 1)`),
  ],
);

export interface FooterLink {
  name: string;
  url: string;
}

/** One row per tenant (indexfooterinfo detail/submit). */
export const footerInfo = pgTable('footer_info', {
  tenantId: tenantColumn().primaryKey(),
  schoolName: varchar('school_name', { length: 100 }).notNull().default(''),
  copyright: varchar('copyright', { length: 200 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 64 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull().default(''),
  icp: varchar('icp', { length: 64 }).notNull().default(''),
  links: jsonb('links').$type<FooterLink[]>().notNull().default([]),
});

/** One row per tenant: the robot question basic config that ROUTE-05 fetches through nobody/index/index. */
export const robotQuestionConfig = pgTable('robot_question_config', {
  tenantId: tenantColumn().primaryKey(),
  robotName: varchar('robot_name', { length: 32 }).notNull(),
  greeting: text('greeting').notNull().default(''),
  /** 1 the robot is shown, 0 hidden. */
  isOpen: smallint('is_open').notNull().default(1),
});
