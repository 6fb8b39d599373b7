import type { z } from 'zod/mini';
import type {
  flowOverviewRowSchema, NodeRankRow, PersonalDetailRow, ReportLevel, ReportRow, ServiceRankRow,
} from '../../../shared/schema/efficiency';
import type { CellKind, ExportField } from '../spreadsheet';

type FlowOverviewRow = z.infer<typeof flowOverviewRowSchema>;

/**
 * The efficiency page's tables as exported columns: the same keys, titles (the page's Chinese texts,
 * src/portal/features/efficiency/columns.ts and texts.ts; a unit test holds the two together) and order as the
 * table on the page. Cells keep their types: counts and hours are numbers, rates numbers shown as percentages, an
 * empty figure (the page's "—") an empty cell.
 */
export interface EffColumn<R> extends ExportField {
  value: (row: R) => string | number | null;
}

const col = <R>(key: string, label: string, kind: CellKind, value: (row: R) => string | number | null): EffColumn<R> => ({ key, label, kind, value });

export const heatExportColumns: ReadonlyArray<EffColumn<ServiceRankRow>> = [
  col('serviceName', '服务', 'text', (r) => r.serviceName),
  col('deptName', '部门', 'text', (r) => r.deptName),
  col('applications', '申请数', 'number', (r) => r.applications),
  col('share', '占比', 'percent', (r) => r.share),
];

export const likesExportColumns: ReadonlyArray<EffColumn<ServiceRankRow>> = [
  col('serviceName', '服务', 'text', (r) => r.serviceName),
  col('deptName', '部门', 'text', (r) => r.deptName),
  col('likes', '点赞', 'number', (r) => r.likes),
  col('applications', '申请数', 'number', (r) => r.applications),
];

export const timeoutProcessExportColumns: ReadonlyArray<EffColumn<ServiceRankRow>> = [
  col('serviceName', '服务', 'text', (r) => r.serviceName),
  col('deptName', '部门', 'text', (r) => r.deptName),
  col('timeoutProcesses', '超时数', 'number', (r) => r.timeoutProcesses),
  col('applications', '申请数', 'number', (r) => r.applications),
  col('timeoutRate', '超时率', 'percent', (r) => r.timeoutRate),
  col('avgHandleHours', '平均时长（小时）', 'number', (r) => r.avgHandleHours),
];

export const timeoutNodeExportColumns: ReadonlyArray<EffColumn<NodeRankRow>> = [
  col('serviceName', '服务', 'text', (r) => r.serviceName),
  col('nodeName', '环节', 'text', (r) => r.nodeName),
  col('deptName', '办理部门', 'text', (r) => r.deptName),
  col('timeouts', '超时数', 'number', (r) => r.timeouts),
  col('nodes', '环节数', 'number', (r) => r.nodes),
  col('timeoutRate', '超时率', 'percent', (r) => r.timeoutRate),
  col('avgHandleHours', '平均时长（小时）', 'number', (r) => r.avgHandleHours),
];

export const flowExportColumns: ReadonlyArray<EffColumn<FlowOverviewRow>> = [
  col('flowType', '业务系统', 'text', (r) => r.flowType),
  col('applications', '申请数', 'number', (r) => r.applications),
  col('finished', '办结', 'number', (r) => r.finished),
  col('running', '在办', 'number', (r) => r.running),
  col('timeoutProcesses', '超时数', 'number', (r) => r.timeoutProcesses),
  col('avgHandleHours', '平均时长（小时）', 'number', (r) => r.avgHandleHours),
];

/** The report table at a level; the node level adds the handling department, and counts steps. */
export function reportExportColumns(level: ReportLevel): ReadonlyArray<EffColumn<ReportRow>> {
  return [
    col('name', level === 'dept' ? '部门' : level === 'service' ? '服务' : '环节', 'text', (r) => r.name),
    ...(level === 'node' ? [col<ReportRow>('deptName', '办理部门', 'text', (r) => r.deptName)] : []),
    col('total', level === 'node' ? '环节数' : '申请数', 'number', (r) => r.total),
    col('finished', '办结', 'number', (r) => r.finished),
    col('running', '在办', 'number', (r) => r.running),
    col('timeouts', '超时数', 'number', (r) => r.timeouts),
    col('timeoutRate', '超时率', 'percent', (r) => r.timeoutRate),
    col('avgHandleHours', '平均时长（小时）', 'number', (r) => r.avgHandleHours),
  ];
}

/** The first cell of the report's totals row, as the page's table foot says it. */
export const REPORT_TOTALS_LABEL = '合计';

/** 'YYYY-MM-DD HH:mm' in Beijing time, the school's clock, as the page shows it. */
function beijingMinute(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export const personalExportColumns: ReadonlyArray<EffColumn<PersonalDetailRow>> = [
  col('processTitle', '办件', 'text', (r) => r.processTitle),
  col('nodeName', '环节', 'text', (r) => r.nodeName),
  col('startedAt', '到达时间', 'text', (r) => beijingMinute(r.startedAt)),
  col('endedAt', '办结时间', 'text', (r) => (r.endedAt ? beijingMinute(r.endedAt) : null)),
  col('hours', '用时（小时）', 'number', (r) => r.hours),
  // A step without a limit shows "—" on the page: an empty cell here.
  col('timeLimitHours', '时限（小时）', 'number', (r) => r.timeLimitHours || null),
];

/** A row's cells in the order of its columns. */
export function cellsOf<R>(columns: ReadonlyArray<EffColumn<R>>, row: R): Array<string | number | null> {
  return columns.map((c) => c.value(row));
}
