import { describe, expect, it } from 'vitest';
import {
  flowExportColumns, heatExportColumns, likesExportColumns, personalExportColumns, reportExportColumns, timeoutNodeExportColumns,
  timeoutProcessExportColumns,
} from '../../../../../src/server/features/efficiency/export-columns';
import {
  flowColumns, heatColumns, likesColumns, personalDetailColumns, reportColumns, timeoutNodeColumns, timeoutProcessColumns,
  type TableColumn,
} from '../../../../../src/portal/features/efficiency/columns';
import '../../../../../src/portal/features/efficiency/texts';
import { createI18n } from '../../../../../src/shared/i18n';

const zh = createI18n('zh-CN');
/** A table's header as the page shows it in Chinese: key and title, in order. */
const pageHeader = <R>(columns: ReadonlyArray<TableColumn<R>>) => columns.map((c) => [c.key, zh.t(c.title)]);
const fileHeader = (columns: ReadonlyArray<{ key: string; label: string }>) => columns.map((c) => [c.key, c.label]);

describe('the exported efficiency tables have the page\'s columns', () => {
  it('each table: the same keys, Chinese titles and order as on the page', () => {
    expect(fileHeader(heatExportColumns)).toEqual(pageHeader(heatColumns));
    expect(fileHeader(likesExportColumns)).toEqual(pageHeader(likesColumns));
    expect(fileHeader(timeoutProcessExportColumns)).toEqual(pageHeader(timeoutProcessColumns));
    expect(fileHeader(timeoutNodeExportColumns)).toEqual(pageHeader(timeoutNodeColumns));
    expect(fileHeader(flowExportColumns)).toEqual(pageHeader(flowColumns));
    expect(fileHeader(personalExportColumns)).toEqual(pageHeader(personalDetailColumns));
    for (const level of ['dept', 'service', 'node'] as const) expect(fileHeader(reportExportColumns(level))).toEqual(pageHeader(reportColumns(level)));
  });

  it('writes the figures the page shows: rates as fractions (shown as %), a missing figure as an empty cell, times in Beijing', () => {
    const row = { serviceId: 's', serviceName: '服务甲', deptName: '教务处', applications: 8, share: 0.125, likes: 1, timeoutProcesses: 2, timeoutRate: 0.25, avgHandleHours: null };
    expect(timeoutProcessExportColumns.map((c) => c.value(row))).toEqual(['服务甲', '教务处', 2, 8, 0.25, null]);
    expect(timeoutProcessExportColumns.find((c) => c.key === 'timeoutRate')?.kind).toBe('percent');
    const step = {
      nodeId: 'n', processTitle: '请假', serviceName: 's', nodeName: '初审', startedAt: '2020-03-16T02:00:00.000Z', endedAt: null, hours: 3.5,
      timeLimitHours: 0, timedOut: false, result: 'pending' as const,
    };
    expect(personalExportColumns.map((c) => c.value(step))).toEqual(['请假', '初审', '2020-03-16 10:00', null, 3.5, null]);
    expect(personalDetailColumns.map((c) => c.value(step))).toEqual(['请假', '初审', '2020-03-16 10:00', null, 3.5, null]);
  });
});
