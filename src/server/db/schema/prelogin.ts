import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { files } from './messages';
import { tenantColumn } from './core';

/** The pre-login landing page: its config, carousel, third-party platforms and the school's profile. */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per tenant; `config` is validated by preLoginConfigSchema (src/shared/schema/prelogin.ts) both ways. */
export const preLoginConfigs = pgTable('pre_login_configs', {
  tenantId: tenantColumn().primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const preLoginCarousel = pgTable('pre_login_carousel', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  title: varchar('title', { length: 50 }).notNull(),
  fileId: varchar('file_id', { length: 32 }).notNull().references(() => files.id, { onDelete: 'cascade' }),
  /** Where a click goes: an https address or a path of the portal; '' for none. */
  linkUrl: varchar('link_url', { length: 500 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('pre_login_carousel_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const thirdPartyPlatforms = pgTable('third_party_platforms', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 50 }).notNull(),
  logo: varchar('logo', { length: 500 }).notNull().default(''),
  url: varchar('url', { length: 500 }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('third_party_platforms_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const schoolProfiles = pgTable('school_profiles', {
  tenantId: tenantColumn().primaryKey(),
  schoolName: varchar('school_name', { length: 100 }).notNull(),
  logo: varchar('logo', { length: 500 }).notNull().default(''),
  intro: varchar('intro', { length: 2000 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  website: varchar('website', { length: 200 }).notNull().default(''),
});
