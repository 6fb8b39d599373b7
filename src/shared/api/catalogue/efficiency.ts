import { z } from 'zod/mini';
import {
  effDeptNodeSchema, efficiencyFilterSchema, nodeRankSchema, oaOverviewSchema, overviewSchema, personalDetailRequestSchema,
  personalDetailSchema, personalReportSchema, rankRequestSchema, reportConfigSchema, reportDrillRequestSchema, reportListSchema,
  reportTableSchema, semesterOptionSchema, serviceRankSchema, trendRequestSchema, trendSchema,
} from '../../schema/efficiency';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';

/**
 * Efficiency supervision (doc2 §7 "Efficiency", online-service-platform). The spec puts every call under
 * `nobody/efficiencyHomePage/…`, so they travel unwrapped; what a caller gets is decided on the server by who the
 * bearer token proves them to be (ADR 010): a visitor gets school-wide aggregates only, department figures need a
 * staff role, personal figures are always the caller's own. The service scenes come from the directory's
 * `serviceScene` / `nobody/serviceScene` calls.
 */

const OSP = '/api/online-service-platform';
const EFF = `${OSP}/nobody/efficiencyHomePage`;
const osp = { client: 'osp', method: 'POST' } as const;
const empty = z.object({});

export const overView = defineCall({ ...osp, name: 'efficiencyOverView', path: `${EFF}/overView`, request: efficiencyFilterSchema, response: overviewSchema });
/** One row per semester: the headline figures of each term's report. */
export const efficiencyReportList = defineCall({
  ...osp, name: 'efficiencyReportList', path: `${EFF}/efficiencyReportList`, request: empty, response: reportListSchema,
});
export const processTrending = defineCall({
  ...osp, name: 'efficiencyProcessTrending', path: `${EFF}/processTrending`, request: trendRequestSchema, response: trendSchema,
});
/** Services by applications, with their share of all applications. */
export const serviceHeatRate = defineCall({
  ...osp, name: 'efficiencyServiceHeatRate', path: `${EFF}/serviceHeatRate`, request: rankRequestSchema, response: serviceRankSchema,
});
export const topLikesBoard = defineCall({
  ...osp, name: 'efficiencyTopLikesBoard', path: `${EFF}/topLikesBoard`, request: rankRequestSchema, response: serviceRankSchema,
});
export const personalEfficiencyReport = defineCall({
  ...osp, name: 'efficiencyPersonalReport', path: `${EFF}/personalEfficiencyReport`, request: efficiencyFilterSchema, response: personalReportSchema,
});
/** The published efficiency monitoring configuration (studio, effectivenessMonitoringConfig). */
export const getReportConfig = defineCall({
  ...osp, name: 'efficiencyGetReportConfig', path: `${EFF}/getReportConfig`, request: empty, response: reportConfigSchema,
});
export const personalERDetail = defineCall({
  ...osp, name: 'efficiencyPersonalERDetail', path: `${EFF}/personalERDetail`, request: personalDetailRequestSchema, response: personalDetailSchema,
});
/** Per business system (教务, 学工 …). */
export const oaOverview = defineCall({ ...osp, name: 'efficiencyOAOverview', path: `${EFF}/OAOverview`, request: efficiencyFilterSchema, response: oaOverviewSchema });
/** Services by timed-out applications. */
export const timeoutProcess = defineCall({
  ...osp, name: 'efficiencyTimeoutProcess', path: `${EFF}/timeoutProcess`, request: rankRequestSchema, response: serviceRankSchema,
});
/** Steps (service + node name) by timeouts. */
export const timeoutNode = defineCall({ ...osp, name: 'efficiencyTimeoutNode', path: `${EFF}/timeoutNode`, request: rankRequestSchema, response: nodeRankSchema });
/** The school level: one row per department the caller may see. */
export const reportTable = defineCall({ ...osp, name: 'efficiencyReportTable', path: `${EFF}/reportTable`, request: efficiencyFilterSchema, response: reportTableSchema });
/** A department's services, or a service's nodes. */
export const reportTableDrill = defineCall({
  ...osp, name: 'efficiencyReportTableDrill', path: `${EFF}/reportTableDrill`, request: reportDrillRequestSchema, response: reportTableSchema,
});
/** Departments owning services; visitors see the tree without access to any department's figures. */
export const nobodyDeptTree = defineCall({ ...osp, name: 'efficiencyNobodyDeptTree', path: `${EFF}/deptTree`, request: empty, response: z.array(effDeptNodeSchema) });
/** The signed-in form (wrapped): each department says whether the caller may open its figures. */
export const deptTree = defineCall({
  ...osp, name: 'efficiencyDeptTree', path: `${OSP}/efficiencyHomePage/deptTree`, request: empty, response: z.array(effDeptNodeSchema),
});
export const semesterList = defineCall({
  client: 'osp', method: 'GET', name: 'semesterList', path: `${OSP}/nobody/preLogin/common/semesterList`, request: empty,
  response: z.array(semesterOptionSchema),
});

/** The studio's efficiency monitoring area: draft, publish, history …; the preview is the page's configuration. */
export const efficiencyStudio = defineStudioCalls('efficiency', reportConfigSchema, reportConfigSchema);
/** Saves the whole configuration into the draft. */
export const saveReportConfig = defineCall({
  name: 'efficiencySaveReportConfig', method: 'POST', path: '/api/blade-platform/studio/efficiency/config/save', request: reportConfigSchema,
  response: reportConfigSchema,
});
