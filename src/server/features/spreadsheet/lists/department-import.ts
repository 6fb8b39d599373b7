import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { departments } from '../../../db/schema/catalogue';
import { randomId } from '../../../../shared/rules/ids';
import { ENGLISH_LIMITS } from '../../../../shared/schema/english';
import { optionalInt, optionalText, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The departments' import: the duplicate check is the department code (IMP-10's rule 2, skip), so an import adds
 * departments and never rewrites one an administrator maintains; a parent is named by its code and may come earlier
 * in the file or later in the same batch (departments carry no foreign key to their parent for this reason).
 */
const rowSchema = z.object({
  deptCode: z.pipe(requiredText('部门编码', 32), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, '部门编码只能包含字母、数字、下划线和短横线'))),
  deptName: requiredText('部门名称', 100),
  deptNameEn: optionalText('部门英文名称', ENGLISH_LIMITS.deptName),
  parentCode: optionalText('上级部门编码', 32),
  deptCategory: requiredText('部门分类', 32),
  leader: optionalText('负责人', 32),
  phone: optionalText('联系电话', 32),
  location: optionalText('办公地点', 100),
  sort: optionalInt('排序'),
});
type DeptRow = z.output<typeof rowSchema>;

export const departmentImport: ImportTarget<DeptRow> = {
  table: 'departments',
  fields: [
    { key: 'deptCode', label: '部门编码', isMust: true },
    { key: 'deptName', label: '部门名称', isMust: true },
    { key: 'deptNameEn', label: '部门英文名称', isMust: false },
    { key: 'parentCode', label: '上级部门编码', isMust: false },
    { key: 'deptCategory', label: '部门分类', isMust: true },
    { key: 'leader', label: '负责人', isMust: false },
    { key: 'phone', label: '联系电话', isMust: false },
    { key: 'location', label: '办公地点', isMust: false },
    { key: 'sort', label: '排序', isMust: false },
  ],
  checkFields: [{ fieldName: 'deptCode', fieldNote: '部门编码', isKey: 1 }],
  rowSchema: rowSchema as unknown as ImportTarget<DeptRow>['rowSchema'],

  async apply(tx, tenantId, rows) {
    const codes = [...new Set(rows.flatMap((r) => [r.row.deptCode, r.row.parentCode]).filter((c) => c !== ''))];
    const known = await tx
      .select({ id: departments.id, code: departments.deptCode })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, codes)));
    const idByCode = new Map(known.map((d) => [d.code, d.id]));
    const existing = new Set(known.map((d) => d.code));
    // New departments get their ids first, so a parent further down the same batch is found.
    for (const { row } of rows) if (!idByCode.has(row.deptCode)) idByCode.set(row.deptCode, randomId(32));

    const outcomes: RowOutcome[] = [];
    const inserts: Array<typeof departments.$inferInsert> = [];
    const added = new Set<string>();
    for (const { n, row } of rows) {
      if (existing.has(row.deptCode) || added.has(row.deptCode)) {
        outcomes.push({ n, outcome: 'jump' });
        continue;
      }
      const parentId = row.parentCode === '' ? null : (idByCode.get(row.parentCode) ?? null);
      if (row.parentCode !== '' && parentId === null) {
        outcomes.push({ n, outcome: 'fail', reason: `上级部门编码不存在：${row.parentCode}` });
        continue;
      }
      added.add(row.deptCode);
      const { parentCode: _parent, ...values } = row;
      inserts.push({ id: idByCode.get(row.deptCode) ?? randomId(32), tenantId, parentId, ...values });
      outcomes.push({ n, outcome: 'insert' });
    }
    if (inserts.length > 0) await tx.insert(departments).values(inserts);
    return outcomes;
  },
};
