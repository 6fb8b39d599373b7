import { describe, expect, it } from 'vitest';
import { periodsOf } from '../../../../../../src/server/features/efficiency/services/overview';
import { deptTreeOf } from '../../../../../../src/server/features/efficiency/services/dept-tree';
import { beijingDate, beijingDayStart } from '../../../../../../src/server/features/efficiency/services/refresh';
import { meanHours, rate } from '../../../../../../src/server/features/efficiency/services/sql-rows';
import { reportColumns } from '../../../../../../src/portal/features/efficiency/columns';

describe('efficiency buckets, days and figures', () => {
  it('starts weeks on Monday and months on the 1st, covering the whole range', () => {
    expect(periodsOf('2020-03-01', '2020-03-10', 'week')).toEqual(['2020-02-24', '2020-03-02', '2020-03-09']);
    expect(periodsOf('2020-01-31', '2020-03-01', 'month')).toEqual(['2020-01-01', '2020-02-01', '2020-03-01']);
    expect(periodsOf('2020-02-28', '2020-03-01', 'day')).toEqual(['2020-02-28', '2020-02-29', '2020-03-01']);
  });

  it('counts a day in Beijing time: 17:00 UTC is already the next day', () => {
    expect(beijingDate(Date.parse('2020-03-31T17:00:00Z'))).toBe('2020-04-01');
    expect(beijingDate(Date.parse('2020-03-31T15:59:59Z'))).toBe('2020-03-31');
    expect(beijingDayStart('2020-04-01').toISOString()).toBe('2020-03-31T16:00:00.000Z');
  });

  it('answers averages and rates from sums and counts, null when nothing was counted', () => {
    expect(meanHours(76 * 3600, 3)).toBe(25.33);
    expect(meanHours(0, 0)).toBeNull();
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(0, 0)).toBeNull();
  });

  it('builds the department tree under the school, marking only what the scope may open', () => {
    const rows = [
      { id: 'root', parentId: null, deptName: '学校', sort: 0 },
      { id: 'a', parentId: 'root', deptName: '教务处', sort: 2 },
      { id: 'b', parentId: 'root', deptName: '学工部', sort: 1 },
      { id: 'a1', parentId: 'a', deptName: '考试中心', sort: 1 },
    ];
    const tree = deptTreeOf(rows, { tenantId: 't', userId: 'u', depts: new Set(['a', 'a1']) });
    expect(tree.map((d) => [d.id, d.canView])).toEqual([['b', false], ['a', true]]);
    expect(tree[1]?.children.map((d) => d.id)).toEqual(['a1']);
    expect(JSON.stringify(deptTreeOf(rows, { tenantId: 't', userId: null, depts: 'all' }))).not.toContain('"canView":true');
  });

  it('gives the node level of the report table a handling-department column', () => {
    expect(reportColumns('dept').map((c) => c.key)).not.toContain('deptName');
    expect(reportColumns('node').map((c) => c.key)).toContain('deptName');
  });
});
