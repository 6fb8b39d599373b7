import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { departments } from '../../../db/schema/catalog';
import { deptDuties } from '../../../db/schema/three-lists';
import { DUTY_TYPES, DUTY_TYPE_NAMES, type DutyType } from '../../../../shared/schema/three-lists';
import { randomId } from '../../../../shared/rules/ids';
import { optionalInt, optionalText, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The department duty list's import (IMP-10): the duplicate-check fields are the department code and the duty
 * description (职责描述, the duty's content) and cannot be changed; a row whose department already has a duty with
 * the same description is a duplicate and is skipped (rule 2). A row naming an existing duty code updates that duty;
 * any other row is a new duty.
 */

const typeByName = new Map<string, DutyType | ''>([['', ''], ...DUTY_TYPES.map((t) => [t, t] as const), ...DUTY_TYPES.map((t) => [DUTY_TYPE_NAMES[t], t] as const)]);

const rowSchema = z.object({
  deptCode: requiredText('部门编码', 32),
  dutyCode: z.pipe(optionalText('职责编码', 32), z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, '职责编码只能包含字母、数字、下划线和短横线'))),
  dutyName: requiredText('职责名称', 100),
  dutyType: z.pipe(
    optionalText('职责类型', 16),
    z.transform((value, ctx) => {
      const type = typeByName.get(value);
      if (type !== undefined) return type;
      ctx.issues.push({ code: 'custom', input: value, message: `职责类型无效：${value}（可填 ${Object.values(DUTY_TYPE_NAMES).join('、')}）` });
      return z.NEVER;
    }),
  ),
  basis: optionalText('设定依据', 2000),
  content: requiredText('职责描述', 2000),
  isPublic: z.pipe(z._default(z.enum(['', '是', '否'], '是否公开只能填“是”或“否”'), ''), z.transform((v) => v !== '否')),
  sort: optionalInt('排序'),
});
type DutyRow = z.output<typeof rowSchema>;

const dupKey = (deptId: string, content: string) => `${deptId}\u0000${content}`;

export const deptDutyImport: ImportTarget<DutyRow> = {
  table: 'dept_duties',
  fields: [
    { key: 'deptCode', label: '部门编码', isMust: true },
    { key: 'dutyCode', label: '职责编码', isMust: false },
    { key: 'dutyName', label: '职责名称', isMust: true },
    { key: 'dutyType', label: '职责类型', isMust: false },
    { key: 'basis', label: '设定依据', isMust: false },
    { key: 'content', label: '职责描述', isMust: true },
    { key: 'isPublic', label: '是否公开', isMust: false },
    { key: 'sort', label: '排序', isMust: false },
  ],
  checkFields: [
    { fieldName: 'deptCode', fieldNote: '部门编码', isKey: 1 },
    { fieldName: 'content', fieldNote: '职责描述', isKey: 1 },
  ],
  rowSchema: rowSchema as unknown as ImportTarget<DutyRow>['rowSchema'],

  async apply(tx, tenantId, rows) {
    const codes = [...new Set(rows.map((r) => r.row.deptCode))];
    const deptRows = await tx
      .select({ id: departments.id, code: departments.deptCode })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, codes)));
    const deptIdByCode = new Map(deptRows.map((d) => [d.code, d.id]));

    const deptIds = [...new Set(deptRows.map((d) => d.id))];
    const contents = [...new Set(rows.map((r) => r.row.content))];
    const dutyCodes = [...new Set(rows.map((r) => r.row.dutyCode).filter((c) => c !== ''))];
    const existing =
      deptIds.length === 0
        ? []
        : await tx
            .select({ deptId: deptDuties.deptId, content: deptDuties.content })
            .from(deptDuties)
            .where(and(eq(deptDuties.tenantId, tenantId), inArray(deptDuties.deptId, deptIds), inArray(deptDuties.content, contents)));
    const seen = new Set(existing.map((e) => dupKey(e.deptId, e.content)));
    const existingCodes =
      dutyCodes.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ code: deptDuties.dutyCode })
                .from(deptDuties)
                .where(and(eq(deptDuties.tenantId, tenantId), inArray(deptDuties.dutyCode, dutyCodes)))
            ).map((r) => r.code),
          );

    const outcomes: RowOutcome[] = [];
    const inserts: Array<typeof deptDuties.$inferInsert> = [];
    const codesInBatch = new Set<string>();
    for (const { n, row } of rows) {
      const deptId = deptIdByCode.get(row.deptCode);
      if (!deptId) {
        outcomes.push({ n, outcome: 'fail', reason: `部门编码不存在：${row.deptCode}` });
        continue;
      }
      const key = dupKey(deptId, row.content);
      if (seen.has(key)) {
        outcomes.push({ n, outcome: 'jump' });
        continue;
      }
      if (row.dutyCode !== '' && codesInBatch.has(row.dutyCode)) {
        outcomes.push({ n, outcome: 'fail', reason: `职责编码在文件中重复：${row.dutyCode}` });
        continue;
      }
      seen.add(key);
      const values = { deptId, dutyName: row.dutyName, dutyType: row.dutyType, basis: row.basis, content: row.content, isPublic: row.isPublic, sort: row.sort };
      if (row.dutyCode !== '' && existingCodes.has(row.dutyCode)) {
        await tx
          .update(deptDuties)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(deptDuties.tenantId, tenantId), eq(deptDuties.dutyCode, row.dutyCode)));
        outcomes.push({ n, outcome: 'update' });
        continue;
      }
      const dutyCode = row.dutyCode !== '' ? row.dutyCode : `IMP${randomId(16)}`;
      codesInBatch.add(dutyCode);
      inserts.push({ id: randomId(32), tenantId, dutyCode, ...values });
      outcomes.push({ n, outcome: 'insert' });
    }
    if (inserts.length > 0) await tx.insert(deptDuties).values(inserts);
    return outcomes;
  },
};
