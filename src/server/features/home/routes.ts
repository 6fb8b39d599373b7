import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  getHoliday, getIsShowMsg as getIsShowMsgCall, getSchoolCalendar as getSchoolCalendarCall, getServiceSpecial,
  getServiceSpecialList as getServiceSpecialListCall, getThemeManageList, quickNavigation, themeDetail, userThemeSubmit,
} from '../../../shared/api/catalogue/home';
// A generic per-tenant cache; it lives with the shell, the first feature that needed one.
import { createLocalTenantCache } from '../../cache/tenant-cache';
import { createPublishedCache } from '../../drafts/published-cache';
import { getIsShowMsg } from './services/get-is-show-msg';
import { holidayInfo, listHolidays } from './services/get-holiday';
import { getSchoolCalendar, listSemesters } from './services/get-school-calendar';
import { listQuickNavigation } from './services/quick-navigation';
import { schoolToday } from './services/school-day';
import { getServiceSpecialList, listServiceSpecials } from './services/service-specials';
import { defaultTheme, listThemes, pickTheme, userTheme } from './services/themes';

/** Read-mostly home content changes only when an administrator edits it; 30 s bounds how stale an instance can be. */
const HOME_CACHE_TTL_MS = 30_000;

/** What surrounds the cards on /homePage: quick navigation, holidays, school calendar, specials, themes. */
export async function registerHomeRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  // One cache per app, never per module: each test server (and its database) gets its own.
  const cache = <T>(load: (tenantId: string) => Promise<T>) => createLocalTenantCache({ ttlMs: HOME_CACHE_TTL_MS, now, load });
  const quickNavs = cache((tenantId) => listQuickNavigation(db, tenantId));
  const holidayRows = cache((tenantId) => listHolidays(db, tenantId));
  const semesterRows = cache((tenantId) => listSemesters(db, tenantId));
  const showMsg = cache((tenantId) => getIsShowMsg(db, tenantId));
  // Themes are published from the studio (ADR 009): a publish shows on every instance within a second.
  const versions = app.publishedVersions;
  const themeCache = <T>(load: (tenantId: string) => Promise<T>) =>
    createPublishedCache({ versions, areas: ['theme'], ttlMs: HOME_CACHE_TTL_MS, now, load });
  const themeLists = themeCache((tenantId) => listThemes(db, tenantId));
  const defaultThemes = themeCache((tenantId) => defaultTheme(db, tenantId));
  const user = { access: 'user' } as const;

  registerCall(app, authenticator, quickNavigation, user, (_input, { user: me }) => quickNavs.get(me.tenantId));

  // "Today" is the school's day (Asia/Shanghai) on the app's clock, so tests can fix the date.
  registerCall(app, authenticator, getHoliday, user, async (_input, { user: me }) =>
    holidayInfo(schoolToday(now()), await holidayRows.get(me.tenantId)));

  registerCall(app, authenticator, getSchoolCalendarCall, user, async (input, { user: me }) =>
    getSchoolCalendar(db, me.tenantId, schoolToday(now()), input.semesterId, await semesterRows.get(me.tenantId)));

  registerCall(app, authenticator, getServiceSpecial, user, (_input, { user: me }) => listServiceSpecials(db, me));

  registerCall(app, authenticator, getServiceSpecialListCall, user, (input, { user: me }) =>
    getServiceSpecialList(db, me, input.specialId));

  registerCall(app, authenticator, getIsShowMsgCall, user, async (_input, { user: me }) => ({
    isShowMsg: await showMsg.get(me.tenantId),
  }));

  registerCall(app, authenticator, getThemeManageList, user, (_input, { user: me }) => themeLists.get(me.tenantId));

  registerCall(app, authenticator, themeDetail, user, async (_input, { user: me }) =>
    (await userTheme(db, me)) ?? defaultThemes.get(me.tenantId));

  registerCall(app, authenticator, userThemeSubmit, user, (input, { user: me }) => pickTheme(db, me, input.themeId));
}
