import { describe, expect, it } from 'vitest';
import { emptyReport, noteRow, resumedReport } from '../../../../../../src/server/features/directory-sync/services/report';
import { REPORT_SAMPLE_ROWS } from '../../../../../../src/shared/schema/directory-sync';

describe('directory sync report', () => {
  it('counts every row and keeps the first rows of each kind', () => {
    const report = emptyReport();
    for (let i = 0; i < REPORT_SAMPLE_ROWS + 5; i += 1) noteRow(report, 'added', { account: `s${i}`, name: '学生', detail: '' });
    noteRow(report, 'refused', { account: 'x', name: '', detail: '缺少姓名属性 cn' });
    expect(report.added.count).toBe(REPORT_SAMPLE_ROWS + 5);
    expect(report.added.rows).toHaveLength(REPORT_SAMPLE_ROWS);
    expect(report.added.rows[0]?.account).toBe('s0');
    expect(report.refused).toEqual({ count: 1, rows: [{ account: 'x', name: '', detail: '缺少姓名属性 cn' }] });
  });

  it('a resumed job keeps what its batches wrote and reads the directory again for the rest', () => {
    const report = emptyReport();
    noteRow(report, 'added', { account: 'a', name: '甲', detail: '' });
    noteRow(report, 'changed', { account: 'b', name: '乙', detail: '姓名' });
    noteRow(report, 'refused', { account: 'c', name: '', detail: '缺少姓名属性 cn' });
    report.peopleRead = 3;
    report.unchanged = 7;
    report.phase = 'people';
    const resumed = resumedReport(report);
    expect(resumed).toMatchObject({ phase: 'departments', peopleRead: 0, unchanged: 0, added: { count: 1 }, changed: { count: 1 }, refused: { count: 0, rows: [] } });
  });
});
