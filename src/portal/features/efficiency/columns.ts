import type { TextKey } from '../../../shared/i18n';
import type { NodeRankRow, PersonalDetailRow, ReportRow, ServiceRankRow } from '../../../shared/schema/efficiency';

/**
 * Every table of the page as a column definition: a title key and how to read a cell. The page renders them, and
 * the spreadsheet export dialog (a separate issue) can take the same definitions, so an export always has the
 * columns the table shows.
 */
export interface TableColumn<R> {
  key: string;
  /** i18n key of the header. */
  title: TextKey;
  value: (row: R) => string | number | null;
  numeric?: boolean;
}

const pct = (v: number | null) => (v === null ? null : `${(v * 100).toFixed(1)}%`);

export const heatColumns: ReadonlyArray<TableColumn<ServiceRankRow>> = [
  { key: 'serviceName', title: 'efficiency.cols.service', value: (r) => r.serviceName },
  { key: 'deptName', title: 'efficiency.cols.dept', value: (r) => r.deptName },
  { key: 'applications', title: 'efficiency.cols.applications', value: (r) => r.applications, numeric: true },
  { key: 'share', title: 'efficiency.cols.share', value: (r) => pct(r.share), numeric: true },
];

export const likesColumns: ReadonlyArray<TableColumn<ServiceRankRow>> = [
  { key: 'serviceName', title: 'efficiency.cols.service', value: (r) => r.serviceName },
  { key: 'deptName', title: 'efficiency.cols.dept', value: (r) => r.deptName },
  { key: 'likes', title: 'efficiency.cols.likes', value: (r) => r.likes, numeric: true },
  { key: 'applications', title: 'efficiency.cols.applications', value: (r) => r.applications, numeric: true },
];

export const timeoutProcessColumns: ReadonlyArray<TableColumn<ServiceRankRow>> = [
  { key: 'serviceName', title: 'efficiency.cols.service', value: (r) => r.serviceName },
  { key: 'deptName', title: 'efficiency.cols.dept', value: (r) => r.deptName },
  { key: 'timeoutProcesses', title: 'efficiency.cols.timeouts', value: (r) => r.timeoutProcesses, numeric: true },
  { key: 'applications', title: 'efficiency.cols.applications', value: (r) => r.applications, numeric: true },
  { key: 'timeoutRate', title: 'efficiency.cols.timeoutRate', value: (r) => pct(r.timeoutRate), numeric: true },
  { key: 'avgHandleHours', title: 'efficiency.cols.avgHours', value: (r) => r.avgHandleHours, numeric: true },
];

export const timeoutNodeColumns: ReadonlyArray<TableColumn<NodeRankRow>> = [
  { key: 'serviceName', title: 'efficiency.cols.service', value: (r) => r.serviceName },
  { key: 'nodeName', title: 'efficiency.cols.node', value: (r) => r.nodeName },
  { key: 'deptName', title: 'efficiency.cols.handlingDept', value: (r) => r.deptName },
  { key: 'timeouts', title: 'efficiency.cols.timeouts', value: (r) => r.timeouts, numeric: true },
  { key: 'nodes', title: 'efficiency.cols.steps', value: (r) => r.nodes, numeric: true },
  { key: 'timeoutRate', title: 'efficiency.cols.timeoutRate', value: (r) => pct(r.timeoutRate), numeric: true },
  { key: 'avgHandleHours', title: 'efficiency.cols.avgHours', value: (r) => r.avgHandleHours, numeric: true },
];

export interface FlowRow {
  flowType: string;
  applications: number;
  finished: number;
  running: number;
  timeoutProcesses: number;
  avgHandleHours: number | null;
}
export const flowColumns: ReadonlyArray<TableColumn<FlowRow>> = [
  { key: 'flowType', title: 'efficiency.cols.flowType', value: (r) => r.flowType },
  { key: 'applications', title: 'efficiency.cols.applications', value: (r) => r.applications, numeric: true },
  { key: 'finished', title: 'efficiency.cols.finished', value: (r) => r.finished, numeric: true },
  { key: 'running', title: 'efficiency.cols.running', value: (r) => r.running, numeric: true },
  { key: 'timeoutProcesses', title: 'efficiency.cols.timeouts', value: (r) => r.timeoutProcesses, numeric: true },
  { key: 'avgHandleHours', title: 'efficiency.cols.avgHours', value: (r) => r.avgHandleHours, numeric: true },
];

/** The report table at every level (department, service, node); the node level adds the handling department. */
export function reportColumns(level: ReportRow['level']): ReadonlyArray<TableColumn<ReportRow>> {
  return [
    { key: 'name', title: level === 'dept' ? 'efficiency.cols.dept' : level === 'service' ? 'efficiency.cols.service' : 'efficiency.cols.node', value: (r) => r.name },
    ...(level === 'node' ? [{ key: 'deptName', title: 'efficiency.cols.handlingDept', value: (r: ReportRow) => r.deptName } satisfies TableColumn<ReportRow>] : []),
    { key: 'total', title: level === 'node' ? 'efficiency.cols.steps' : 'efficiency.cols.applications', value: (r) => r.total, numeric: true },
    { key: 'finished', title: 'efficiency.cols.finished', value: (r) => r.finished, numeric: true },
    { key: 'running', title: 'efficiency.cols.running', value: (r) => r.running, numeric: true },
    { key: 'timeouts', title: 'efficiency.cols.timeouts', value: (r) => r.timeouts, numeric: true },
    { key: 'timeoutRate', title: 'efficiency.cols.timeoutRate', value: (r) => pct(r.timeoutRate), numeric: true },
    { key: 'avgHandleHours', title: 'efficiency.cols.avgHours', value: (r) => r.avgHandleHours, numeric: true },
  ];
}

export const personalDetailColumns: ReadonlyArray<TableColumn<PersonalDetailRow>> = [
  { key: 'processTitle', title: 'efficiency.cols.process', value: (r) => r.processTitle },
  { key: 'nodeName', title: 'efficiency.cols.node', value: (r) => r.nodeName },
  { key: 'startedAt', title: 'efficiency.cols.started', value: (r) => localTime(r.startedAt) },
  { key: 'endedAt', title: 'efficiency.cols.ended', value: (r) => (r.endedAt ? localTime(r.endedAt) : null) },
  { key: 'hours', title: 'efficiency.cols.hoursTaken', value: (r) => r.hours, numeric: true },
  { key: 'timeLimitHours', title: 'efficiency.cols.limit', value: (r) => r.timeLimitHours || null, numeric: true },
];

/** 'YYYY-MM-DD HH:mm' in Beijing time, the school's clock. */
export function localTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
