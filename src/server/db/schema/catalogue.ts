import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn } from './core';

/**
 * The service catalogue: departments, scenes, service types and services (doc1 §3 "Service item").
 * Ids are strings (the client treats every id as a string); the seed makes them unique across tenants.
 */

/** Kind of service: APPLICATION lives in the application centre, PROCESS in the process (flow) centre. */
export type ServiceKind = 'APPLICATION' | 'PROCESS';
/** OFFLINE means the service is handled at a counter; anything else online (doc1 §3). */
export type ProcessType = 'ONLINE' | 'OFFLINE';
/** OPEN-01: 1001 in-page dialog, 1002 sized pop-up window, 1003 new tab. */
export type OpenWay = 1001 | 1002 | 1003;
export type Audience = 'teacher' | 'student' | 'all';

export const departments = pgTable(
  'departments',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    // No self-referencing foreign key: a spreadsheet import of the tree may deliver children before parents.
    // NULL marks the root (the university itself).
    parentId: varchar('parent_id', { length: 32 }),
    deptCode: varchar('dept_code', { length: 32 }).notNull(),
    deptName: varchar('dept_name', { length: 100 }).notNull(),
    /** Optional English name, '' for none (ADR 033). */
    deptNameEn: varchar('dept_name_en', { length: 200 }).notNull().default(''),
    /** e.g. 党政机构, 教学单位, 直属单位, 群团组织 (getAllDeptCategory lists the distinct values). */
    deptCategory: varchar('dept_category', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    leader: varchar('leader', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    location: varchar('location', { length: 100 }).notNull().default(''),
  },
  (t) => [
    index('departments_tenant_parent_idx').on(t.tenantId, t.parentId),
    uniqueIndex('departments_tenant_code_uq').on(t.tenantId, t.deptCode),
  ],
);

export const serviceScenes = pgTable(
  'service_scenes',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    sceneName: varchar('scene_name', { length: 50 }).notNull(),
    sceneNameEn: varchar('scene_name_en', { length: 100 }).notNull().default(''),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('service_scenes_tenant_sort_idx').on(t.tenantId, t.sort)],
);

export const serviceTypes = pgTable(
  'service_types',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    typeName: varchar('type_name', { length: 50 }).notNull(),
    typeNameEn: varchar('type_name_en', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('service_types_tenant_sort_idx').on(t.tenantId, t.sort)],
);

export const services = pgTable(
  'services',
  {
    serviceId: varchar('service_id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    serviceName: varchar('service_name', { length: 100 }).notNull(),
    /** Optional English name and introduction, '' for none (ADR 033). */
    serviceNameEn: varchar('service_name_en', { length: 200 }).notNull().default(''),
    /** A file name from the fixed icon set (seed/data/icons.ts); the portal resolves it to its asset. */
    serviceIcon: varchar('service_icon', { length: 64 }).notNull().default(''),
    // Restrict, not cascade: deleting a department must not silently delete its services.
    serviceDeptId: varchar('service_dept_id', { length: 32 })
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    serviceSceneId: varchar('service_scene_id', { length: 32 }).references(() => serviceScenes.id, { onDelete: 'set null' }),
    serviceTypeId: varchar('service_type_id', { length: 32 }).references(() => serviceTypes.id, { onDelete: 'set null' }),
    serviceType: varchar('service_type', { length: 16 }).$type<ServiceKind>().notNull(),
    processType: varchar('process_type', { length: 16 }).$type<ProcessType>().notNull().default('ONLINE'),
    hasGuide: boolean('has_guide').notNull().default(false),
    /** '1' built-in flow form, '2' external link, '3' single sign-on link, '5' link with the user's combStr (OPEN-02). */
    accessWay: varchar('access_way', { length: 8 }).notNull().default('1'),
    openWay: integer('open_way').$type<OpenWay>().notNull().default(1001),
    serviceUrl: varchar('service_url', { length: 500 }).notNull().default(''),
    visitCount: integer('visit_count').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 listed (上架), 0 withdrawn (下架). */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    audience: varchar('audience', { length: 8 }).$type<Audience>().notNull().default('all'),
  },
  (t) => [
    index('services_tenant_type_idx').on(t.tenantId, t.serviceType),
    index('services_tenant_dept_idx').on(t.tenantId, t.serviceDeptId),
    index('services_tenant_scene_idx').on(t.tenantId, t.serviceSceneId),
    // Hot services (heatService) and newly launched ones (NewlyLaunched, CARD-09) read these orders.
    index('services_tenant_visits_idx').on(t.tenantId, t.visitCount),
    index('services_tenant_released_idx').on(t.tenantId, t.releasedAt),
    check('services_service_type_ck', sql`${t.serviceType} in ('APPLICATION', 'PROCESS')`),
    check('services_process_type_ck', sql`${t.processType} in ('ONLINE', 'OFFLINE')`),
    check('services_open_way_ck', sql`${t.openWay} in (1001, 1002, 1003)`),
    check('services_audience_ck', sql`${t.audience} in ('teacher', 'student', 'all')`),
    check('services_visit_count_ck', sql`${t.visitCount} >= 0`),
  ],
);
