import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments, services } from './catalogue';
import { users } from './auth';
import { tenantColumn } from './core';
import { businessSystems } from './business-systems';
import type { BusinessEventType } from '../../../shared/schema/business-api';

/**
 * Process records: each application of a service and its steps (nodes). The home page's to-do card reads a user's
 * pending steps here; the efficiency supervision pages report on the same records.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** 'returned': sent back to the applicant, who resumes it from the 暂存表 (ADR 024); still in progress. */
export type ProcessStatus = 'running' | 'returned' | 'done' | 'rejected' | 'withdrawn';
/** 'returned' / 'cancelled': the step ended because the application was returned or withdrawn. */
export type NodeResult = 'pending' | 'approved' | 'rejected' | 'returned' | 'cancelled';

export const processes = pgTable('processes', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'restrict' }),
  applicantId: varchar('applicant_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  /** Business system the flow belongs to (教务, 学工, 人事 …): the to-do card's columns filter on it (getFlowType). */
  flowType: varchar('flow_type', { length: 32 }).notNull(),
  status: varchar('status', { length: 16 }).$type<ProcessStatus>().notNull(),
  startedAt: at('started_at').notNull(),
  endedAt: at('ended_at'),
  /** The business system that reported the application (ADR 024); NULL for the built-in flows and the seed. */
  businessSystemId: varchar('business_system_id', { length: 32 }).references(() => businessSystems.id, { onDelete: 'restrict' }),
  /** The system's own application id, unique per system: re-delivered calls find the same row. */
  externalId: varchar('external_id', { length: 64 }),
  /** Where the applicant sees the application in its system ('' = none). */
  viewUrl: varchar('view_url', { length: 1000 }).notNull().default(''),
}, (t) => [
  index('processes_tenant_started_idx').on(t.tenantId, t.startedAt),
  index('processes_applicant_idx').on(t.applicantId, t.status),
  index('processes_service_idx').on(t.serviceId),
  // Efficiency aggregates re-judge the days that still hold running applications (ADR 010).
  index('processes_tenant_running_idx').on(t.tenantId, t.startedAt).where(sql`${t.status} = 'running'`),
  uniqueIndex('processes_external_uq').on(t.businessSystemId, t.externalId),
  check('processes_status_ck', sql`${t.status} in ('running', 'returned', 'done', 'rejected', 'withdrawn')`),
]);

export const processNodes = pgTable('process_nodes', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  processId: varchar('process_id', { length: 32 }).notNull().references(() => processes.id, { onDelete: 'cascade' }),
  /** The process's flow_type, copied when the step is created (it never changes): the to-do card counts by it. */
  flowType: varchar('flow_type', { length: 32 }).notNull(),
  seq: smallint('seq').notNull(),
  nodeName: varchar('node_name', { length: 64 }).notNull(),
  handlerId: varchar('handler_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  deptId: varchar('dept_id', { length: 32 }).notNull().references(() => departments.id, { onDelete: 'restrict' }),
  startedAt: at('started_at').notNull(),
  /** NULL while the step waits for its handler. */
  endedAt: at('ended_at'),
  /** Hours allowed for the step; 0 = no limit. A step is overdue when it ran (or runs) past startedAt + limit. */
  timeLimitHours: integer('time_limit_hours').notNull().default(0),
  result: varchar('result', { length: 16 }).$type<NodeResult>().notNull().default('pending'),
  /** The handler's opinion when the step ended ('' = none given). */
  opinion: varchar('opinion', { length: 1000 }).notNull().default(''),
  /** Where the handler handles the to-do ('' = the portal has no address for it). */
  handleUrl: varchar('handle_url', { length: 1000 }).notNull().default(''),
  /** The business system's own to-do (step) id, unique per system (ADR 024); NULL for the built-in flows. */
  businessSystemId: varchar('business_system_id', { length: 32 }).references(() => businessSystems.id, { onDelete: 'restrict' }),
  externalId: varchar('external_id', { length: 64 }),
}, (t) => [
  // The to-do card: a handler's open steps newest first, and the same per flow. time_limit_hours last, so the
  // counts (all and overdue, per flow) are an index-only scan.
  index('process_nodes_handler_open_idx').on(t.handlerId, t.startedAt).where(sql`${t.endedAt} is null`),
  index('process_nodes_handler_flow_open_idx').on(t.handlerId, t.flowType, t.startedAt, t.timeLimitHours).where(sql`${t.endedAt} is null`),
  index('process_nodes_process_idx').on(t.processId, t.seq),
  index('process_nodes_tenant_dept_idx').on(t.tenantId, t.deptId),
  // A user's own efficiency report and its detail list (ADR 010).
  index('process_nodes_handler_started_idx').on(t.handlerId, t.startedAt),
  uniqueIndex('process_nodes_external_uq').on(t.businessSystemId, t.externalId),
  check('process_nodes_result_ck', sql`${t.result} in ('pending', 'approved', 'rejected', 'returned', 'cancelled')`),
]);

/**
 * An application's timeline: every transition a system reported (submitted, step started / finished with handler and
 * opinion, returned, resubmitted, rejected, finished, withdrawn), in order. 我的办件 reads it; `external_id` is the
 * system's event id, unique per system, so a re-delivered event is recognised and not applied twice.
 */
export const processEvents = pgTable('process_events', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  processId: varchar('process_id', { length: 32 }).notNull().references(() => processes.id, { onDelete: 'cascade' }),
  businessSystemId: varchar('business_system_id', { length: 32 }).references(() => businessSystems.id, { onDelete: 'restrict' }),
  externalId: varchar('external_id', { length: 64 }),
  type: varchar('type', { length: 16 }).$type<BusinessEventType>().notNull(),
  /** The step's node name for step events, '' otherwise. */
  nodeName: varchar('node_name', { length: 64 }).notNull().default(''),
  /** Who acted (the step's handler, whoever returned or rejected), NULL when the system named no one. */
  actorId: varchar('actor_id', { length: 32 }).references(() => users.id, { onDelete: 'set null' }),
  opinion: varchar('opinion', { length: 1000 }).notNull().default(''),
  occurredAt: at('occurred_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('process_events_process_idx').on(t.processId, t.occurredAt),
  uniqueIndex('process_events_external_uq').on(t.businessSystemId, t.externalId),
]);

/** A user's favourite services, in the user's own order (collect / cancelCollect / myCollect / changeOrder). */
export const serviceFavorites = pgTable('service_favorites', {
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.serviceId] })]);
