import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { departments } from '../../../db/schema/catalogue';
import { deptDuties } from '../../../db/schema/three-lists';
import { MAX_DUTIES } from '../../../../shared/schema/dept-duty-config';
import { DUTY_TYPES, DUTY_TYPE_NAMES, type DutyType } from '../../../../shared/schema/three-lists';
import type { Tx } from '../../../db/client';
import { randomId } from '../../../../shared/rules/ids';
import { deptDutyArea } from '../../three-lists';
import type { AnyArea } from '../../../drafts/services/documents';
import { optionalInt, optionalText, randomIds, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The department duty list's import (IMP-10): the duplicate-check fields are the department code and the duty
 * description (职责描述, the duty's content) and cannot be changed; a row whose department already has another duty
 * with the same description is a duplicate and is skipped (rule 2). A row naming an existing duty code (the export's
 * 职责编码, a stable key) updates that duty — a renamed duty too, whose description is its own — and is skipped with
 * its reason when it would change nothing; any other row is a new duty. 职责类型 reads the studio's label or the code.
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

/**
 * What one run of a duty import keeps across its batches, so no batch asks again what an earlier one learnt: the
 * departments by code, and each department's duty descriptions as fingerprints with their counts. A department's
 * descriptions are read once, when the run first meets it; before, every batch searched the department's whole
 * list for its 500 descriptions (no index fits a 2,000-character text), a scan that grew with every batch.
 */
export interface DutyRunState {
  /** Department id by code; null when the tenant has no such department. */
  deptIds: Map<string, string | null>;
  /** Per department id: description fingerprint → how many of its duties have that description. */
  contents: Map<string, Map<string, number>>;
  /** The tenant's duties, counted when the run writes its first batch (null before). */
  total: number | null;
}

/**
 * A description's fingerprint, the same as PostgreSQL's md5(content): a duplicate check, not a secret, and a fixed
 * 32 characters however long the description is.
 */
const fingerprint = (content: string) => createHash('md5').update(content, 'utf8').digest('hex');

function count(map: Map<string, number>, key: string, by: 1 | -1): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

/** Rows of a raw query, whichever driver answered (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function learnDepartments(tx: Tx, tenantId: string, state: DutyRunState, codes: string[]): Promise<void> {
  const unknown = codes.filter((c) => !state.deptIds.has(c));
  if (unknown.length === 0) return;
  const found = await tx
    .select({ id: departments.id, code: departments.deptCode })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, unknown)));
  for (const code of unknown) state.deptIds.set(code, null);
  for (const d of found) state.deptIds.set(d.code, d.id);
  const ids = found.map((d) => d.id).filter((id) => !state.contents.has(id));
  if (ids.length === 0) return;
  for (const id of ids) state.contents.set(id, new Map());
  const existing = await tx
    .select({ deptId: deptDuties.deptId, hash: sql<string>`md5(${deptDuties.content})`, n: sql<number>`count(*)::int` })
    .from(deptDuties)
    .where(and(eq(deptDuties.tenantId, tenantId), inArray(deptDuties.deptId, ids)))
    .groupBy(deptDuties.deptId, sql`md5(${deptDuties.content})`);
  for (const e of existing) state.contents.get(e.deptId)?.set(e.hash, Number(e.n));
}

/** A duty a row names by its code, as it is now: its department, description fingerprint and the other fields. */
interface HeldDuty {
  deptId: string;
  hash: string;
  dutyName: string;
  dutyType: string;
  basis: string;
  isPublic: boolean;
  sort: number;
}

type DutyValues = { deptId: string; dutyName: string; dutyType: DutyType | ''; basis: string; content: string; isPublic: boolean; sort: number };

/**
 * Set-based writes: a batch's inserts and its updates are one statement each, their rows passed as one JSON
 * parameter (a multi-row VALUES of 500 rows × 10 bound parameters cost more to build in drizzle than to run).
 */
const DUTY_RECORD = sql.raw(
  'id varchar(32), dept_id varchar(32), duty_code varchar(32), duty_name varchar(100), duty_type varchar(16), basis text, content text, is_public boolean, sort integer',
);

const recordOf = (id: string, dutyCode: string, v: DutyValues) => ({
  id,
  dept_id: v.deptId,
  duty_code: dutyCode,
  duty_name: v.dutyName,
  duty_type: v.dutyType,
  basis: v.basis,
  content: v.content,
  is_public: v.isPublic,
  sort: v.sort,
});

export const deptDutyImport: ImportTarget<DutyRow, DutyRunState> = {
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
  // The duties are the published document of the area deptDuties: the import is published as its version (ADR 016).
  configArea: deptDutyArea as unknown as AnyArea,
  newRunState: () => ({ deptIds: new Map(), contents: new Map(), total: null }),

  async apply(tx, tenantId, rows, state) {
    await learnDepartments(tx, tenantId, state, [...new Set(rows.map((r) => r.row.deptCode))]);
    if (state.total === null) {
      const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(deptDuties).where(eq(deptDuties.tenantId, tenantId));
      state.total = Number(counted?.n ?? 0);
    }
    const dutyCodes = [...new Set(rows.map((r) => r.row.dutyCode).filter((c) => c !== ''))];
    // A duty named by its code is updated: its department and description as they are now leave the counts.
    const held = new Map<string, HeldDuty>();
    if (dutyCodes.length > 0) {
      const found = await tx.execute(sql`
        select duty_code as code, dept_id as "deptId", md5(content) as hash, duty_name as "dutyName", duty_type as "dutyType", basis,
          is_public as "isPublic", sort from dept_duties
        where tenant_id = ${tenantId} and duty_code = any(array(select json_array_elements_text(${JSON.stringify(dutyCodes)}::json)))`);
      for (const r of rowsOf<HeldDuty & { code: string }>(found)) held.set(r.code, { ...r, sort: Number(r.sort) });
    }

    const outcomes: RowOutcome[] = [];
    const inserts: Array<{ at: number; dutyCode: string; deptId: string; hash: string; record: ReturnType<typeof recordOf> }> = [];
    const updates = new Map<string, ReturnType<typeof recordOf>>();
    const codesInBatch = new Set<string>();
    const ids = randomIds(rows.length);
    rows.forEach(({ n, row }, i) => {
      const deptId = state.deptIds.get(row.deptCode);
      if (!deptId) {
        outcomes.push({ n, outcome: 'fail', reason: `部门编码不存在：${row.deptCode}` });
        return;
      }
      const contents = state.contents.get(deptId) ?? new Map<string, number>();
      state.contents.set(deptId, contents);
      const hash = fingerprint(row.content);
      const before = row.dutyCode === '' ? undefined : held.get(row.dutyCode);
      // The duty a row names by its code is not its own duplicate: a row that renames a duty keeps its description.
      const itself = before !== undefined && before.deptId === deptId && before.hash === hash ? 1 : 0;
      if ((contents.get(hash) ?? 0) - itself > 0) {
        outcomes.push({ n, outcome: 'jump' });
        return;
      }
      if (row.dutyCode !== '' && codesInBatch.has(row.dutyCode)) {
        outcomes.push({ n, outcome: 'fail', reason: `职责编码在文件中重复：${row.dutyCode}` });
        return;
      }
      const values: DutyValues = { deptId, dutyName: row.dutyName, dutyType: row.dutyType, basis: row.basis, content: row.content, isPublic: row.isPublic, sort: row.sort };
      if (before && itself === 1 && before.dutyName === row.dutyName && before.dutyType === row.dutyType && before.basis === row.basis
        && before.isPublic === row.isPublic && before.sort === row.sort) {
        outcomes.push({ n, outcome: 'jump', reason: '与现有职责相同，无需更新' });
        return;
      }
      if (before) {
        // A later row naming the same duty wins, as it would have written last.
        const beforeContents = state.contents.get(before.deptId);
        if (beforeContents) count(beforeContents, before.hash, -1);
        count(contents, hash, 1);
        held.set(row.dutyCode, { deptId, hash, dutyName: row.dutyName, dutyType: row.dutyType, basis: row.basis, isPublic: row.isPublic, sort: row.sort });
        updates.set(row.dutyCode, recordOf('', row.dutyCode, values));
        outcomes.push({ n, outcome: 'update' });
        return;
      }
      // The area's document holds at most MAX_DUTIES; the import is published as one, so it stops there too.
      if ((state.total ?? 0) >= MAX_DUTIES) {
        outcomes.push({ n, outcome: 'fail', reason: `职责已达上限 ${MAX_DUTIES} 条，本行未导入` });
        return;
      }
      state.total = (state.total ?? 0) + 1;
      const dutyCode = row.dutyCode !== '' ? row.dutyCode : `IMP${randomId(16)}`;
      codesInBatch.add(dutyCode);
      count(contents, hash, 1);
      inserts.push({ at: outcomes.length, dutyCode, deptId, hash, record: recordOf(ids[i] ?? randomId(32), dutyCode, values) });
      outcomes.push({ n, outcome: 'insert' });
    });

    if (updates.size > 0) {
      await tx.execute(sql`
        update dept_duties d set dept_id = x.dept_id, duty_name = x.duty_name, duty_type = x.duty_type, basis = x.basis,
          content = x.content, is_public = x.is_public, sort = x.sort, updated_at = now()
        from json_to_recordset(${JSON.stringify([...updates.values()])}::json) as x(${DUTY_RECORD})
        where d.tenant_id = ${tenantId} and d.duty_code = x.duty_code`);
    }
    if (inserts.length > 0) {
      // A code another writer took since it was looked up is refused for this row, not a failed batch.
      const written = await tx.execute(sql`
        insert into dept_duties (id, tenant_id, dept_id, duty_code, duty_name, duty_type, basis, content, is_public, sort)
        select x.id, ${tenantId}, x.dept_id, x.duty_code, x.duty_name, x.duty_type, x.basis, x.content, x.is_public, x.sort
        from json_to_recordset(${JSON.stringify(inserts.map((r) => r.record))}::json) as x(${DUTY_RECORD})
        on conflict (tenant_id, duty_code) do nothing
        returning duty_code as code`);
      const inserted = new Set(rowsOf<{ code: string }>(written).map((r) => r.code));
      for (const r of inserts) {
        if (inserted.has(r.dutyCode)) continue;
        state.total = (state.total ?? 1) - 1;
        const contents = state.contents.get(r.deptId);
        if (contents) count(contents, r.hash, -1);
        const n = outcomes[r.at]?.n ?? 0;
        outcomes[r.at] = { n, outcome: 'fail', reason: `职责编码已存在：${r.dutyCode}` };
      }
    }
    return outcomes;
  },
};
