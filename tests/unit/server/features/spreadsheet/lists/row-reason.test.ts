import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { rowReason } from '../../../../../../src/server/features/spreadsheet/lists/import-target';

const FIELDS = [
  { key: 'deptCode', label: '部门编码', isMust: true },
  { key: 'deptName', label: '部门名称', isMust: true },
  { key: 'sort', label: '排序', isMust: false },
];

describe('an import row\'s reasons', () => {
  it('reports every reason of a bad row, each naming its column, each once', () => {
    const schema = z.object({
      deptCode: z.string().check(z.minLength(1, '请填写部门编码')),
      deptName: z.string().check(z.minLength(1, '请填写部门名称')),
      sort: z.number(),
    });
    const parsed = z.safeParse(schema, { deptCode: '', deptName: '', sort: 'x' });
    expect(parsed.success).toBe(false);
    const reason = rowReason(parsed.error?.issues ?? [], FIELDS);
    const parts = reason.split('；');
    expect(parts).toHaveLength(3);
    expect(parts.slice(0, 2)).toEqual(['请填写部门编码', '请填写部门名称']);
    expect(parts[2]).toMatch(/^排序：/);
  });
});
