import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureContext } from '../../context';
import type { AuthUser } from '../../http/auth-types';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/efficiency';
import type { EfficiencyFilter } from '../../../shared/schema/efficiency';
import type { EfficiencyExportName } from '../../../shared/schema/spreadsheet-jobs';
import { tenantOfRequest } from '../../http/tenant';
import { actorOf, registerStudioAreaRoutes } from '../../drafts/routes';
import { editDraft } from '../../drafts/services/draft';
import { registerExportSource } from '../spreadsheet';
import { efficiencyArea } from './area';
import { EFFICIENCY_EXPORT_SOURCES } from './export-sources';
import { createFreshness } from './freshness';
import { deptTreeOf } from './services/dept-tree';
import { currentSemester, listSemesters, resolveFilter } from './services/filters';
import { flowOverview, overview, semesterReports, trend } from './services/overview';
import { personalDetail, personalReport } from './services/personal';
import { rankServices, rankTimeoutNodes } from './services/ranks';
import { beijingDate } from './services/refresh';
import { readReportConfig } from './services/report-config';
import { deptTable, schoolTable, serviceTable } from './services/report-table';
import { assertDeptLevel, loadDepartments, scopeOf } from './services/scope';

/**
 * Efficiency supervision (doc2 §7, ADR 010). School-wide calls answer anyone; department-level calls need a staff
 * role and see only the caller's departments; personal calls read only the caller's own records.
 */
export async function registerEfficiencyRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const freshness = createFreshness(db, now, app.log);
  // The page's tables export through the spreadsheet jobs, which know them only through this registration.
  for (const [list, source] of Object.entries(EFFICIENCY_EXPORT_SOURCES)) registerExportSource(list as EfficiencyExportName, source);

  const prepare = async (request: FastifyRequest, user: AuthUser | null, filter: EfficiencyFilter) => {
    const tenantId = tenantOfRequest(request, user);
    const scope = await scopeOf(db, tenantId, user);
    const resolved = await resolveFilter(db, scope, filter, now());
    const refreshedAt = await freshness.ensure(tenantId);
    return { scope, resolved, refreshedAt };
  };
  const deptLevel = async (request: FastifyRequest, user: AuthUser, filter: EfficiencyFilter) => {
    const tenantId = tenantOfRequest(request, user);
    assertDeptLevel(await scopeOf(db, tenantId, user));
    return prepare(request, user, filter);
  };

  // School-wide: anyone. A department filter needs a caller allowed to see that department (resolveFilter).
  registerCall(app, authenticator, calls.overView, { access: 'public' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await prepare(request, user, input);
    return overview(db, resolved, refreshedAt, false);
  });
  registerCall(app, authenticator, calls.processTrending, { access: 'public' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await prepare(request, user, input);
    return trend(db, resolved, input.unit, refreshedAt, false);
  });
  registerCall(app, authenticator, calls.serviceHeatRate, { access: 'public' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await prepare(request, user, input);
    return rankServices(db, resolved, 'applications', input.size, refreshedAt, false);
  });
  registerCall(app, authenticator, calls.topLikesBoard, { access: 'public' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await prepare(request, user, input);
    return rankServices(db, resolved, 'likes', input.size, refreshedAt, false);
  });
  registerCall(app, authenticator, calls.efficiencyReportList, { access: 'public' }, async (_input, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    await freshness.ensure(tenantId);
    return semesterReports(db, tenantId, await listSemesters(db, tenantId));
  });
  registerCall(app, authenticator, calls.getReportConfig, { access: 'public' }, (_input, { request, user }) =>
    readReportConfig(db, tenantOfRequest(request, user)));
  registerCall(app, authenticator, calls.semesterList, { access: 'public' }, async (_input, { request, user }) => {
    const list = await listSemesters(db, tenantOfRequest(request, user));
    const current = currentSemester(list, beijingDate(now()));
    return list.map((s) => ({ ...s, isCurrent: s.id === current?.id }));
  });
  registerCall(app, authenticator, calls.nobodyDeptTree, { access: 'public' }, async (_input, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    return deptTreeOf(await loadDepartments(db, tenantId), await scopeOf(db, tenantId, user));
  });
  registerCall(app, authenticator, calls.deptTree, { access: 'user' }, async (_input, { user }) =>
    deptTreeOf(await loadDepartments(db, user.tenantId), await scopeOf(db, user.tenantId, user)));

  // Department level: a staff role, and only the caller's departments.
  registerCall(app, authenticator, calls.oaOverview, { access: 'user' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await deptLevel(request, user, input);
    return flowOverview(db, resolved, refreshedAt);
  });
  registerCall(app, authenticator, calls.timeoutProcess, { access: 'user' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await deptLevel(request, user, input);
    return rankServices(db, resolved, 'timeouts', input.size, refreshedAt, true);
  });
  registerCall(app, authenticator, calls.timeoutNode, { access: 'user' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await deptLevel(request, user, input);
    return rankTimeoutNodes(db, resolved, input.size, refreshedAt);
  });
  registerCall(app, authenticator, calls.reportTable, { access: 'user' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await deptLevel(request, user, input);
    return schoolTable(db, resolved, refreshedAt);
  });
  registerCall(app, authenticator, calls.reportTableDrill, { access: 'user' }, async (input, { request, user }) => {
    const { scope, resolved, refreshedAt } = await deptLevel(request, user, input);
    return input.level === 'service'
      ? deptTable(db, scope, resolved, input.key, refreshedAt)
      : serviceTable(db, scope, resolved, input.key, refreshedAt);
  });

  // Personal: the caller's own records only; no call takes a user id.
  registerCall(app, authenticator, calls.personalEfficiencyReport, { access: 'user' }, async (input, { request, user }) => {
    const { resolved, refreshedAt } = await prepare(request, user, { ...input, deptId: '', sceneId: '' });
    return personalReport(db, resolved, user.userId, new Date(now()), refreshedAt);
  });
  registerCall(app, authenticator, calls.personalERDetail, { access: 'user' }, async (input, { request, user }) => {
    const { resolved } = await prepare(request, user, { ...input, deptId: '', sceneId: '' });
    return personalDetail(db, resolved, user.userId, new Date(now()), input);
  });

  // The studio's efficiency monitoring configuration (draft, publish …; ADR 009).
  registerCall(app, authenticator, calls.saveReportConfig, { access: { menu: efficiencyArea.menu }, msg: '保存成功' }, (input, { user }) =>
    editDraft(db, efficiencyArea, actorOf(user), { action: 'draft.update', objectId: 'config', summary: 'efficiency/config/save' },
      new Date(now()), () => input));
  registerStudioAreaRoutes(app, feature, calls.efficiencyStudio, efficiencyArea);
}
