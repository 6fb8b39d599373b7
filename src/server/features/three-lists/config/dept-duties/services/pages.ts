import type {
  DeptDutyDocument, DeptInfoRow, DutyConfigRow, NoDutyDept,
} from '../../../../../../shared/schema/dept-duty-config';
import type { DeptRow } from './departments';

interface PageInput { current: number; size: number }
const pageOf = <T>(rows: readonly T[], { current, size }: PageInput) =>
  ({ records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size });

const holds = (keyword: string, ...values: string[]) => keyword === '' || values.some((v) => v.toLowerCase().includes(keyword.toLowerCase()));

/** ospDeptDutyListConfig/page over the draft: departments in catalogue order, duties in their order within each. */
export function pageDutyRows(
  doc: DeptDutyDocument, depts: readonly DeptRow[], input: PageInput & { id: string; deptId: string; dutyType: string; keyword: string },
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
  rows.sort((a, b) => (rank.get(a.deptId) ?? Infinity) - (rank.get(b.deptId) ?? Infinity) || a.sort - b.sort);
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
