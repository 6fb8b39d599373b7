import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GuideFaq, GuideMaterial, GuideStep } from '../../../shared/schema/guides';
import { services } from './catalogue';
import { tenantColumn } from './core';

/**
 * The directory search's tables: the per-tenant index version that keeps every instance's in-memory index current
 * (src/server/search/version.ts), the synonym groups, the search log behind hot words and the zero-result report,
 * and the structured service guides.
 */

/** One row per tenant; any change to what the search index holds increments `version`. */
export const searchIndexVersions = pgTable('search_index_versions', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group of words that mean the same to a searcher; applied at query time. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    terms: jsonb('terms').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_synonyms_tenant_idx').on(t.tenantId)],
);

/**
 * Searches that found something, counted per day and keyword (hot words read the last 30 days). Counted in memory
 * and written in batches (search/search-log.ts), so a search never waits for a write.
 */
export const searchKeywordDaily = pgTable(
  'search_keyword_daily',
  {
    tenantId: tenantColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    searchCount: integer('search_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.keyword] }),
    index('search_keyword_daily_tenant_day_idx').on(t.tenantId, t.day),
    check('search_keyword_daily_count_ck', sql`${t.searchCount} >= 0`),
  ],
);

/** Searches that found nothing, per keyword and role type ('nobody' for visitors), for administrators. */
export const searchZeroResults = pgTable(
  'search_zero_results',
  {
    tenantId: tenantColumn(),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    roleType: varchar('role_type', { length: 32 }).notNull(),
    searchCount: integer('search_count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.keyword, t.roleType] }),
    index('search_zero_results_tenant_count_idx').on(t.tenantId, t.searchCount),
  ],
);

/** Hot words an administrator pins above the searched ones, in `sort` order. */
export const searchPinnedWords = pgTable(
  'search_pinned_words',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    word: varchar('word', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('search_pinned_words_tenant_word_uq').on(t.tenantId, t.word)],
);

/** The structured guide (办事指南) of a service; at most one per service. */
export const serviceGuides = pgTable(
  'service_guides',
  {
    serviceId: varchar('service_id', { length: 32 })
      .primaryKey()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    conditions: text('conditions').notNull().default(''),
    materials: jsonb('materials').$type<GuideMaterial[]>().notNull().default([]),
    steps: jsonb('steps').$type<GuideStep[]>().notNull().default([]),
    fees: varchar('fees', { length: 200 }).notNull().default(''),
    timeLimit: varchar('time_limit', { length: 100 }).notNull().default(''),
    department: varchar('department', { length: 100 }).notNull().default(''),
    location: varchar('location', { length: 200 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 50 }).notNull().default(''),
    handling: varchar('handling', { length: 8 }).$type<'ONLINE' | 'OFFLINE'>().notNull().default('ONLINE'),
    faq: jsonb('faq').$type<GuideFaq[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_guides_tenant_idx').on(t.tenantId),
    check('service_guides_handling_ck', sql`${t.handling} in ('ONLINE', 'OFFLINE')`),
  ],
);
