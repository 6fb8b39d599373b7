import { bigint, date, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { processes } from './process';
import { tenantColumn } from './core';

/**
 * Efficiency supervision (ADR 010): likes of handled applications, and the daily pre-aggregates the dashboard reads
 * instead of scanning millions of process records. An aggregate row's `day` is the Beijing date on which its
 * applications were made, so every figure of a filter counts the same applications.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const count = (name: string) => integer(name).notNull().default(0);
const seconds = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** An applicant's like of how their application was handled (one per application and user). */
export const processLikes = pgTable('process_likes', {
  tenantId: tenantColumn(),
  processId: varchar('process_id', { length: 32 }).notNull().references(() => processes.id, { onDelete: 'cascade' }),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.processId, t.userId] })]);

/** Per tenant, day and service: the applications' figures. */
export const efficiencyServiceDays = pgTable('efficiency_service_days', {
  tenantId: tenantColumn(),
  day: date('day', { mode: 'string' }).notNull(),
  serviceId: varchar('service_id', { length: 32 }).notNull(),
  flowType: varchar('flow_type', { length: 32 }).notNull(),
  applications: count('applications'),
  finished: count('finished'),
  running: count('running'),
  withdrawn: count('withdrawn'),
  /** Sum of (end − start) over finished applications: averages are sums ÷ counts, exact across any grouping. */
  finishedSeconds: seconds('finished_seconds'),
  timeoutProcesses: count('timeout_processes'),
  likes: count('likes'),
}, (t) => [primaryKey({ columns: [t.tenantId, t.day, t.serviceId] })]);

/** Per tenant, day, service, handling department and node name: the steps' figures. */
export const efficiencyNodeDays = pgTable('efficiency_node_days', {
  tenantId: tenantColumn(),
  day: date('day', { mode: 'string' }).notNull(),
  serviceId: varchar('service_id', { length: 32 }).notNull(),
  deptId: varchar('dept_id', { length: 32 }).notNull(),
  nodeName: varchar('node_name', { length: 64 }).notNull(),
  nodes: count('nodes'),
  decided: count('decided'),
  open: count('open'),
  decidedSeconds: seconds('decided_seconds'),
  timeouts: count('timeouts'),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.day, t.serviceId, t.deptId, t.nodeName] }),
  // A drill-down into one service reads only that service's rows.
  index('efficiency_node_days_service_idx').on(t.tenantId, t.serviceId, t.day),
]);

/** When each tenant's aggregates were last computed, and up to which moment open steps were judged. */
export const efficiencyRefreshes = pgTable('efficiency_refreshes', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  refreshedAt: at('refreshed_at').notNull(),
  /** The earliest running application at that refresh: the next incremental refresh starts no later than its day. */
  openSince: at('open_since'),
});

/** The published efficiency monitoring configuration (studio area `efficiency`), as a whole document. */
export const efficiencyReportConfigs = pgTable('efficiency_report_configs', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
