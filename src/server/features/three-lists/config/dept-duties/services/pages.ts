import type {
  DeptDutyDocument, DeptInfoRow, DutyConfigRow, DutySortField, NoDutyDept,
} from '../../../../../../shared/schema/dept-duty-config';
import type { SortOrder } from '../../../../../../shared/schema/list-sort';
import type { DeptRow } from './departments';

interface PageInput { current: number; size: number }
const pageOf = <T>(rows: readonly T[], { current, size }: PageInput) =>
  ({ records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size });

const holds = (keyword: string, ...values: string[]) => keyword === '' || values.some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

/** A duty row's value under a sortable column: numbers compare as numbers, text by its Chinese (pinyin) order. */
const SORT_VALUES: Record<DutySortField, (row: DutyConfigRow) => string | number> = {
  deptName: (r) => r.deptName,
  sort: (r) => r.sort,
  dutyCode: (r) => r.dutyCode,
  dutyName: (r) => r.dutyName,
  dutyType: (r) => r.dutyType,
  isPublic: (r) => (r.isPublic ? 1 : 0),
  serviceIds: (r) => r.serviceIds.length,
};

const compareValues = (a: string | number, b: string | number) =>
  (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN'));

/**
 * ospDeptDutyListConfig/page over the draft: departments in catalogue order, duties in their order within each;
 * with a sort field, by that column first (the rows are the draft's, in memory), then that same order, then the id.
 */
export function pageDutyRows(
  doc: DeptDutyDocument, depts: readonly DeptRow[],
  input: PageInput & { id: string; deptId: string; dutyType: string; keyword: string; sort?: DutySortField | undefined; order?: SortOrder },
) {
  const deptById = new Map(depts.map((d) => [d.id, d]));
  const rank = new Map(depts.map((d, i) => [d.id, i]));
  const sortInDept = new Map<string, number>();
  const rows: DutyConfigRow[] = [];
  for (const duty of doc.duties) {
    const sort = (sortInDept.get(duty.deptId) ?? 0) + 1;
    sortInDept.set(duty.deptId, sort);
    const dept = deptById.get(duty.deptId);
    if (input.id !== '' && duty.id !== input.id) continue;
    if (input.deptId !== '' && duty.deptId !== input.deptId) continue;
    if (input.dutyType !== '' && duty.dutyType !== input.dutyType) continue;
    if (!holds(input.keyword, duty.dutyCode, duty.dutyName, duty.content, dept?.deptName ?? '', dept?.deptCode ?? '')) continue;
    rows.push({ ...duty, deptCode: dept?.deptCode ?? '', deptName: dept?.deptName ?? '', sort });
  }
  const ownOrder = (a: DutyConfigRow, b: DutyConfigRow) =>
    (rank.get(a.deptId) ?? Infinity) - (rank.get(b.deptId) ?? Infinity) || a.sort - b.sort || compareValues(a.id, b.id);
  const { sort } = input;
  const sign = input.order === 'DESC' ? -1 : 1;
  rows.sort(sort === undefined ? ownOrder : (a, b) => sign * compareValues(SORT_VALUES[sort](a), SORT_VALUES[sort](b)) || ownOrder(a, b));
  return pageOf(rows, input);
}

/** ospDeptInfo/page: the catalogue's departments with the draft's contact details and duty counts. */
export function pageDeptRows(doc: DeptDutyDocument, depts: readonly DeptRow[], input: PageInput & { deptId: string; category: string; keyword: string }) {
  const info = new Map(doc.depts.map((d) => [d.deptId, d]));
  const counts = new Map<string, number>();
  for (const duty of doc.duties) counts.set(duty.deptId, (counts.get(duty.deptId) ?? 0) + 1);
  const nameOf = new Map(depts.map((d) => [d.id, d.deptName]));
  const rows: DeptInfoRow[] = depts
    .filter((d) => (input.deptId === '' || d.id === input.deptId) && (input.category === '' || d.category === input.category) && holds(input.keyword, d.deptName, d.deptCode))
    .map((d) => ({
      deptId: d.id, deptCode: d.deptCode, deptName: d.deptName, category: d.category,
      parentName: d.parentId === null ? '' : nameOf.get(d.parentId) ?? '',
      leader: info.get(d.id)?.leader ?? d.leader, phone: info.get(d.id)?.phone ?? d.phone, location: info.get(d.id)?.location ?? d.location,
      dutyCount: counts.get(d.id) ?? 0,
    }));
  return pageOf(rows, input);
}

/** ospDeptInfo/noSetDutyDept: departments without a duty in the draft. */
export function deptsWithoutDuties(doc: DeptDutyDocument, depts: readonly DeptRow[], keyword: string): NoDutyDept[] {
  const withDuties = new Set(doc.duties.map((d) => d.deptId));
  return depts.filter((d) => !withDuties.has(d.id) && holds(keyword, d.deptName, d.deptCode))
    .map((d) => ({ deptId: d.id, deptCode: d.deptCode, deptName: d.deptName, category: d.category }));
}
