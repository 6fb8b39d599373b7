import { randomId } from '../../../../../../shared/rules/ids';
import type { DeptDutyDocument, DeptInfoUpdateRequest, DutyDoc } from '../../../../../../shared/schema/dept-duty-config';
import { fieldError, notFound } from '../../../../../http/field-errors';

type DutyInput = Omit<DutyDoc, 'id'>;

/** Field-named refusals, so the studio shows them beside the field (the schema would name only the list). */
function checkDuty(doc: DeptDutyDocument, input: DutyInput, id: string | undefined, dutyTypeRequired: boolean): void {
  if (doc.duties.some((d) => d.dutyCode === input.dutyCode && d.id !== id)) throw fieldError('dutyCode', `职责编码“${input.dutyCode}”已存在`);
  if (dutyTypeRequired && input.dutyType === '') throw fieldError('dutyType', '请选择职责类型');
  if (new Set(input.serviceIds).size !== input.serviceIds.length) throw fieldError('serviceIds', '承接服务不能重复');
}

/** ospDeptDutyListConfig/save: the new duty goes after its department's others. */
export function addDuty(doc: DeptDutyDocument, input: DutyInput, dutyTypeRequired: boolean): { doc: DeptDutyDocument; id: string } {
  checkDuty(doc, input, undefined, dutyTypeRequired);
  const id = randomId();
  const lastOfDept = doc.duties.findLastIndex((d) => d.deptId === input.deptId);
  const duties = [...doc.duties];
  duties.splice(lastOfDept >= 0 ? lastOfDept + 1 : duties.length, 0, { id, ...input });
  return { doc: { ...doc, duties }, id };
}

/** ospDeptDutyListConfig/update: a duty moved to another department goes after that department's others. */
export function updateDuty(doc: DeptDutyDocument, id: string, input: DutyInput, dutyTypeRequired: boolean): DeptDutyDocument {
  const at = doc.duties.findIndex((d) => d.id === id);
  const before = doc.duties[at];
  if (!before) throw notFound('职责');
  checkDuty(doc, input, id, dutyTypeRequired);
  const next = { id, ...input };
  if (before.deptId === input.deptId) return { ...doc, duties: doc.duties.map((d) => (d.id === id ? next : d)) };
  const rest = doc.duties.filter((d) => d.id !== id);
  const lastOfDept = rest.findLastIndex((d) => d.deptId === input.deptId);
  rest.splice(lastOfDept >= 0 ? lastOfDept + 1 : rest.length, 0, next);
  return { ...doc, duties: rest };
}

export function removeDuty(doc: DeptDutyDocument, id: string): DeptDutyDocument {
  if (!doc.duties.some((d) => d.id === id)) throw notFound('职责');
  return { ...doc, duties: doc.duties.filter((d) => d.id !== id) };
}

/** ospDeptInfo/update: a department the document does not know yet gets its row. */
export function updateDeptInfo(doc: DeptDutyDocument, input: Required<DeptInfoUpdateRequest>): DeptDutyDocument {
  const exists = doc.depts.some((d) => d.deptId === input.deptId);
  return { ...doc, depts: exists ? doc.depts.map((d) => (d.deptId === input.deptId ? input : d)) : [...doc.depts, input] };
}

export type { DutyInput };
