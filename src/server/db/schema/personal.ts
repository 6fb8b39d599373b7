import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './auth';
import { tenantColumn } from './core';

/**
 * The personal centre's tables (issue 5): the other roles a user holds, links to the school's systems, third-party
 * bindings and the school's password rule.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Roles a user holds besides users.role_id (their own role, the one a sign-in acts as). A user may switch a session
 * to any of them (personInfo/switchRole).
 */
export const userRoles = pgTable('user_roles', {
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: varchar('role_id', { length: 32 }).notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

/** A school system offered in the personal centre (getSystemAccessLink). */
export const systemAccessLinks = pgTable('system_access_links', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 64 }).notNull(),
  url: varchar('url', { length: 1000 }).notNull(),
  icon: varchar('icon', { length: 1000 }).notNull().default(''),
  description: varchar('description', { length: 200 }).notNull().default(''),
  category: varchar('category', { length: 32 }).notNull().default(''),
  /** Role types that see it ('teacher', 'student' …); empty = everyone. */
  roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
  sort: integer('sort').notNull().default(0),
  /** 1 shown, 0 hidden. */
  status: smallint('status').notNull().default(1),
}, (t) => [index('system_access_links_tenant_sort_idx').on(t.tenantId, t.sort)]);

/** A third-party account bound to a user for signing in (accountSecurity). */
export const accountBindings = pgTable('account_bindings', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 16 }).$type<'wechat' | 'wecom' | 'dingtalk' | 'qq'>().notNull(),
  /** The provider's own id of the account (openid/unionid); never shown. */
  externalId: varchar('external_id', { length: 128 }).notNull(),
  externalName: varchar('external_name', { length: 64 }).notNull().default(''),
  boundAt: at('bound_at').notNull(),
}, (t) => [index('account_bindings_user_idx').on(t.tenantId, t.userId)]);

/** The school's password rule (eduSystemManagePwdConfig); a tenant without a row uses the defaults. */
export const passwordPolicies = pgTable('password_policies', {
  tenantId: tenantColumn().primaryKey(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
  requireUpper: smallint('require_upper').notNull(),
  requireLower: smallint('require_lower').notNull(),
  requireDigit: smallint('require_digit').notNull(),
  requireSymbol: smallint('require_symbol').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  check('password_policies_length_ck', sql`${t.minLength} >= 6 and ${t.maxLength} >= ${t.minLength} and ${t.maxLength} <= 128`),
]);
