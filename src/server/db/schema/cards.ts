import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CardKind, CardMappingEntry, ColumnDataSource, ExternalApi } from '../../../shared/schema/cards';
import { roles, users } from './auth';
import { tenantColumn } from './core';
import { processes } from './process';

/** The home page's card configuration (indextypeconfig, indexcardconfig, cardbasicconfig, cardcolumnconfig). */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const cardTypes = pgTable('card_types', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  typeName: varchar('type_name', { length: 20 }).notNull(),
  /** Optional English name, '' for none (ADR 033). */
  typeNameEn: varchar('type_name_en', { length: 60 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('card_types_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const cards = pgTable('cards', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  // Restrict: a type that still holds cards cannot be removed (removeType refuses it with a message first).
  typeId: varchar('type_id', { length: 32 }).notNull().references(() => cardTypes.id, { onDelete: 'restrict' }),
  cardKind: varchar('card_kind', { length: 32 }).$type<CardKind>().notNull(),
  cardName: varchar('card_name', { length: 20 }).notNull(),
  cardIntroduction: varchar('card_introduction', { length: 200 }).notNull().default(''),
  /** Optional English name and introduction, '' for none (ADR 033). */
  cardNameEn: varchar('card_name_en', { length: 60 }).notNull().default(''),
  cardIntroductionEn: varchar('card_introduction_en', { length: 400 }).notNull().default(''),
  displayRows: smallint('display_rows').notNull().default(1),
  /** CARD-13: JSON frame config {type,url} or a plain micro-app URL; '' for none. */
  url: varchar('url', { length: 1000 }).notNull().default(''),
  /** 1 enabled, 0 hidden. */
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  index('cards_tenant_type_idx').on(t.tenantId, t.typeId),
  check('cards_display_rows_ck', sql`${t.displayRows} between 1 and 3`),
  check('cards_status_ck', sql`${t.status} in (0, 1)`),
]);

export const cardColumns = pgTable('card_columns', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  cardId: varchar('card_id', { length: 32 }).notNull().references(() => cards.id, { onDelete: 'cascade' }),
  columnName: varchar('column_name', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Validated by columnDataSourceSchema on the way in. */
  dataSource: jsonb('data_source').$type<ColumnDataSource>().notNull(),
  remindTodoNum: smallint('remind_todo_num').notNull().default(0),
}, (t) => [index('card_columns_card_sort_idx').on(t.cardId, t.sort)]);

/** Per card and role: offered, in the role's default layout, mandatory (authConfig). No row = not offered. */
export const cardRoleAuth = pgTable('card_role_auth', {
  tenantId: tenantColumn(),
  cardId: varchar('card_id', { length: 32 }).notNull().references(() => cards.id, { onDelete: 'cascade' }),
  roleId: varchar('role_id', { length: 32 }).notNull().references(() => roles.id, { onDelete: 'cascade' }),
  inDefault: smallint('in_default').notNull().default(0),
  mandatory: smallint('mandatory').notNull().default(0),
  defaultSort: integer('default_sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.cardId, t.roleId] }), index('card_role_auth_role_idx').on(t.roleId)]);

/** A user's own layout: the cards in order. No rows = the role's default (reset deletes them). */
export const userCardLayouts = pgTable('user_card_layouts', {
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  cardId: varchar('card_id', { length: 32 }).notNull().references(() => cards.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.cardId] })]);

/** External JSON APIs an administrator configured as data sources. */
export const externalApis = pgTable('external_apis', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  apiName: varchar('api_name', { length: 50 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  method: varchar('method', { length: 8 }).$type<'GET' | 'POST'>().notNull(),
  params: jsonb('params').$type<ExternalApi['params']>().notNull().default([]),
  resultPath: varchar('result_path', { length: 200 }).notNull().default(''),
  timeoutMs: integer('timeout_ms').notNull().default(3000),
  cacheSeconds: integer('cache_seconds').notNull().default(60),
  /** Request headers, each value sealed with the secret box (security/secret-box.ts): never stored or answered in clear. */
  headers: jsonb('headers').$type<SealedHeader[]>().notNull().default([]),
}, (t) => [index('external_apis_tenant_idx').on(t.tenantId)]);

/** A request header of an external API: its name, and its value sealed (`v1.…`). */
export interface SealedHeader {
  name: string;
  sealed: string;
}

/** Staging-table rows (暂存表): a user's saved-not-submitted forms, shown by the staging card through cardMapping. */
export const stagingRows = pgTable('staging_rows', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  tableKey: varchar('table_key', { length: 64 }).notNull(),
  data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Where the user resumes the form ('' = none): a returned application's resume address (ADR 024). */
  url: varchar('url', { length: 1000 }).notNull().default(''),
  /** Set for a returned application: the row goes when the application is resubmitted, withdrawn or ends. */
  processId: varchar('process_id', { length: 32 }).references(() => processes.id, { onDelete: 'cascade' }),
}, (t) => [
  index('staging_rows_user_table_idx').on(t.userId, t.tableKey, t.createdAt),
  uniqueIndex('staging_rows_process_uq').on(t.processId),
]);

export type { CardMappingEntry };
