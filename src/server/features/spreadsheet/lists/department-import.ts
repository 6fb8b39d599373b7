import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { departments } from '../../../db/schema/catalogue';
import { bumpSearchVersion } from '../../../search/version';
import type { AnyArea } from '../../../drafts/services/documents';
import { deptDutyArea } from '../../three-lists';
import { randomId } from '../../../../shared/rules/ids';
import { ENGLISH_LIMITS } from '../../../../shared/schema/english';
import { optionalInt, optionalText, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The departments' import, matched by 部门编码 (the first column of the list's export, ADR 030): a new code adds a
 * department; a known one updates what the row changes — a rename, a new parent, category, sort or contact details —
 * and a row that changes nothing is skipped with its reason. A parent is named by its code and may come earlier in
 * the file or later in the same batch (departments carry no foreign key to their parent for this reason); a parent
 * that is the department itself or one under it is refused, so the tree keeps no loop. The contact columns are the
 * published document of the area deptDuties, so the import is published as its version (ADR 016) and a later publish
 * keeps what it wrote.
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

type HeldDept = Omit<typeof departments.$inferSelect, 'tenantId'>;

/** Whether `ancestorId` is `id` or above it in the tree as `parentOf` holds it (a loop already stored ends the walk). */
function isAtOrUnder(parentOf: ReadonlyMap<string, string | null>, id: string, ancestorId: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = id; at; at = parentOf.get(at)) {
    if (at === ancestorId) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

const sameDept = (before: HeldDept, row: DeptRow, parentId: string | null) => before.deptName === row.deptName && before.deptNameEn === row.deptNameEn
  && before.parentId === parentId && before.deptCategory === row.deptCategory && before.leader === row.leader && before.phone === row.phone
  && before.location === row.location && before.sort === row.sort;

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
  configArea: deptDutyArea as unknown as AnyArea,

  async apply(tx, tenantId, rows) {
    // The whole tree: a new parent is checked against every department under the row's (a school has hundreds).
    const held = await tx
      .select({
        id: departments.id, parentId: departments.parentId, deptCode: departments.deptCode, deptName: departments.deptName, deptNameEn: departments.deptNameEn,
        deptCategory: departments.deptCategory, sort: departments.sort, leader: departments.leader, phone: departments.phone, location: departments.location,
      })
      .from(departments)
      .where(eq(departments.tenantId, tenantId));
    const byCode = new Map(held.map((d) => [d.deptCode, d]));
    const idByCode = new Map(held.map((d) => [d.deptCode, d.id]));
    const parentOf = new Map(held.map((d) => [d.id, d.parentId]));
    // New departments get their ids first, so a parent further down the same batch is found.
    for (const { row } of rows) if (!idByCode.has(row.deptCode)) idByCode.set(row.deptCode, randomId(32));

    const outcomes: RowOutcome[] = [];
    const inserts: Array<typeof departments.$inferInsert> = [];
    const updates: Array<{ id: string; values: Partial<typeof departments.$inferInsert> }> = [];
    const seen = new Set<string>();
    for (const { n, row } of rows) {
      if (seen.has(row.deptCode)) {
        outcomes.push({ n, outcome: 'jump', reason: `部门编码在文件中重复：${row.deptCode}` });
        continue;
      }
      const parentId = row.parentCode === '' ? null : (idByCode.get(row.parentCode) ?? null);
      if (row.parentCode !== '' && parentId === null) {
        outcomes.push({ n, outcome: 'fail', reason: `上级部门编码不存在：${row.parentCode}` });
        continue;
      }
      const id = idByCode.get(row.deptCode) ?? randomId(32);
      if (parentId !== null && isAtOrUnder(parentOf, parentId, id)) {
        outcomes.push({ n, outcome: 'fail', reason: `上级部门不能是本部门或其下级部门：${row.parentCode}` });
        continue;
      }
      seen.add(row.deptCode);
      const { parentCode: _parent, ...values } = row;
      const before = byCode.get(row.deptCode);
      if (!before) {
        inserts.push({ id, tenantId, parentId, ...values });
        outcomes.push({ n, outcome: 'insert' });
      } else if (sameDept(before, row, parentId)) {
        outcomes.push({ n, outcome: 'jump', reason: '与现有部门相同，无需更新' });
        continue;
      } else {
        updates.push({ id, values: { parentId, ...values } });
        outcomes.push({ n, outcome: 'update' });
      }
      parentOf.set(id, parentId);
    }
    if (inserts.length > 0) await tx.insert(departments).values(inserts);
    for (const { id, values } of updates) await tx.update(departments).set(values).where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
    // Department names show in the portal's directory pages and search, which follow the catalogue's version.
    if (updates.length > 0) await bumpSearchVersion(tx, tenantId);
    return outcomes;
  },
};
