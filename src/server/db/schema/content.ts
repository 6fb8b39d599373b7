import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './auth';
import { services } from './catalogue';
import { tenantColumn } from './core';

/** Content the home page shows: news, tools, recommendations, quick navigation, holidays, calendar, specials, themes. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const newsArticles = pgTable('news_articles', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  /** The news column it belongs to (学校要闻, 院系动态, 学术讲座 …): a news column's params.channel. */
  channel: varchar('channel', { length: 32 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  summary: varchar('summary', { length: 500 }).notNull().default(''),
  content: text('content').notNull().default(''),
  /** 'OfficialAccount' (dated by createdAt, CARD-12) or 'Website'. */
  dataSource: varchar('data_source', { length: 32 }).notNull().default('Website'),
  /** The importance label (CARD-12 fieldSet), '' for none. */
  fieldSet: varchar('field_set', { length: 16 }).notNull().default(''),
  coverImage: varchar('cover_image', { length: 500 }).notNull().default(''),
  url: varchar('url', { length: 1000 }).notNull().default(''),
  releaseTime: at('release_time'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('news_tenant_channel_release_idx').on(t.tenantId, t.channel, t.releaseTime)]);

export const commonTools = pgTable('common_tools', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  toolsName: varchar('tools_name', { length: 32 }).notNull(),
  toolsIcon: varchar('tools_icon', { length: 500 }).notNull(),
  url: varchar('url', { length: 1000 }).notNull(),
  openWay: integer('open_way').notNull().default(1003),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('common_tools_tenant_sort_idx').on(t.tenantId, t.sort)]);

/** Services recommended to a role (roleId NULL = to everyone), in order; CARD-06 highlights the first three. */
export const serviceRecommendations = pgTable('service_recommendations', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  roleId: varchar('role_id', { length: 32 }).references(() => roles.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 100 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('service_recommendations_tenant_role_idx').on(t.tenantId, t.roleId, t.sort)]);

export const quickNavigations = pgTable('quick_navigations', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 32 }).notNull(),
  icon: varchar('icon', { length: 500 }).notNull().default(''),
  url: varchar('url', { length: 1000 }).notNull(),
  openWay: integer('open_way').notNull().default(1003),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('quick_navigations_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const holidays = pgTable('holidays', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 32 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
}, (t) => [index('holidays_tenant_start_idx').on(t.tenantId, t.startDate)]);

/** Semesters (scSemester; also the efficiency pages' semesterList). */
export const semesters = pgTable('semesters', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 64 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
}, (t) => [index('semesters_tenant_start_idx').on(t.tenantId, t.startDate)]);

export const calendarEvents = pgTable('calendar_events', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  semesterId: varchar('semester_id', { length: 32 }).notNull().references(() => semesters.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 16 }).$type<'term' | 'holiday' | 'exam' | 'event'>().notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
}, (t) => [index('calendar_events_semester_idx').on(t.semesterId, t.startDate)]);

export const serviceSpecials = pgTable('service_specials', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  title: varchar('title', { length: 50 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  cover: varchar('cover', { length: 500 }).notNull().default(''),
  /** 1 shown on the home page. */
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('service_specials_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const serviceSpecialItems = pgTable('service_special_items', {
  specialId: varchar('special_id', { length: 32 }).notNull().references(() => serviceSpecials.id, { onDelete: 'cascade' }),
  serviceId: varchar('service_id', { length: 32 }).notNull().references(() => services.serviceId, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.specialId, t.serviceId] })]);

export const themes = pgTable('themes', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  themeName: varchar('theme_name', { length: 32 }).notNull(),
  themeColor: varchar('theme_color', { length: 7 }).notNull(),
  themeImg: varchar('theme_img', { length: 500 }).notNull().default(''),
  themeImgBorderColor: varchar('theme_img_border_color', { length: 32 }).notNull().default(''),
  waitingBgImg: varchar('waiting_bg_img', { length: 500 }).notNull().default(''),
  /** 1: the platform default (themeSetUp); exactly one per tenant. */
  isDefault: smallint('is_default').notNull().default(0),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('themes_tenant_sort_idx').on(t.tenantId, t.sort)]);

export const userThemes = pgTable('user_themes', {
  userId: varchar('user_id', { length: 32 }).primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  themeId: varchar('theme_id', { length: 32 }).notNull().references(() => themes.id, { onDelete: 'cascade' }),
});

/** Home-page switches of a tenant (getIsShowMsg). */
export const homeSettings = pgTable('home_settings', {
  tenantId: tenantColumn().primaryKey(),
  isShowMsg: smallint('is_show_msg').notNull().default(1),
});
