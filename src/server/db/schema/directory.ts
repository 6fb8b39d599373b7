import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { services } from './catalogue';
import { tenantColumn } from './core';

/**
 * The service directory's own tables: shelf labels (热门, 新上线, 毕业季 …) and the services on each, the ratings
 * summary the directory sorts by, and the click log behind OPEN-03.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A shelf label an administrator puts services under (getShelfLabel, queryShelfService, the shelfLabelId filter). */
export const serviceShelfLabels = pgTable('service_shelf_labels', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  labelName: varchar('label_name', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('service_shelf_labels_tenant_sort_idx').on(t.tenantId, t.sort)]);

/** Which services a shelf label holds, in the label's own order. */
export const serviceShelfLabelItems = pgTable('service_shelf_label_items', {
  tenantId: tenantColumn(),
  labelId: varchar('label_id', { length: 32 }).notNull().references(() => serviceShelfLabels.id, { onDelete: 'cascade' }),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.labelId, t.serviceId] }),
  index('service_shelf_label_items_service_idx').on(t.serviceId),
]);

/**
 * The ratings summary of a service, one row per rated service. The ratings feature owns the ratings themselves and
 * keeps this row up to date in the same transaction as each rating it stores (upsert on service_id); the directory
 * only reads it, to show the average and count and to sort by 'rating'. A service without a row has no rating yet
 * (average 0, count 0). Visits are not mirrored here: services.visit_count is the one visit counter.
 */
export const serviceStats = pgTable('service_stats', {
  serviceId: varchar('service_id', { length: 32 }).primaryKey().references(() => services.serviceId, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
}, (t) => [
  index('service_stats_tenant_rating_idx').on(t.tenantId, t.ratingAvg, t.ratingCount),
  check('service_stats_rating_avg_ck', sql`${t.ratingAvg} >= 0 and ${t.ratingAvg} <= 5`),
  check('service_stats_rating_count_ck', sql`${t.ratingCount} >= 0`),
]);

/**
 * One counted opening of a service (OPEN-03). `clientKey` is who counted it: 'u:<user id>' for a signed-in user,
 * 'ip:<address>' for a visitor; the click log counts one visit per client and service per 10 s (click-service.ts).
 */
export const serviceVisits = pgTable('service_visits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: tenantColumn(),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 32 }).references(() => users.id, { onDelete: 'set null' }),
  clientKey: varchar('client_key', { length: 80 }).notNull(),
  visitedAt: at('visited_at').notNull(),
}, (t) => [
  index('service_visits_client_idx').on(t.serviceId, t.clientKey, t.visitedAt),
  index('service_visits_tenant_time_idx').on(t.tenantId, t.visitedAt),
]);
