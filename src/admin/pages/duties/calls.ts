import {
  deptInfoPage, deptInfoUpdate, dutyConfigPage, dutyConfigRemove, dutyConfigSave, dutyConfigUpdate,
} from '../../../shared/api/catalogue/dept-duty-config';
import { DUTY_SORT_FIELDS, type DeptInfoRow, type DutyConfigRow, type DutySortField } from '../../../shared/schema/dept-duty-config';
import { HttpError } from 'react-admin';
import { defineResource } from '../../data-provider/resource-calls';
import { SEARCH_FILTER, type ListQuery } from '../../data-provider/list-query';

/** A duty as react-admin holds it: the row's id is the duty's. */
export type DutyRecord = DutyConfigRow;
/** A department's contact details; react-admin needs `id`, which is the department's. */
export type DutyDeptRecord = DeptInfoRow & { id: string };

const withId = (row: DeptInfoRow): DutyDeptRecord => ({ ...row, id: row.deptId });

/** The one row a page asked by id answers; none means it was removed meanwhile. */
function only<T>(records: readonly T[]): T {
  const [record] = records;
  if (record === undefined) throw new HttpError('该记录不存在或已被删除', 404);
  return record;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The server pages, searches and sorts the draft (the search box is `q`); a department filter is the tree's choice.
 * A header react-admin sorts by that is not one of the server's sort fields (its default `id`) is the list's own order.
 */
function dutyPageRequest(query: ListQuery) {
  const dutyType = text(query.filter.dutyType);
  return {
    current: query.page,
    size: Math.min(query.perPage, 100),
    keyword: text(query.filter[SEARCH_FILTER]),
    deptId: text(query.filter.deptId),
    dutyType: dutyType === 'MAIN' || dutyType === 'COOPERATE' || dutyType === 'SERVICE' || dutyType === 'SUPERVISE' ? dutyType : '',
    sort: DUTY_SORT_FIELDS.find((f): f is DutySortField => f === query.sort.field),
    order: query.sort.order,
  } as const;
}

/** What a duty form submits, with the form's defaults for what it left empty. */
function dutyInput(data: Partial<DutyRecord>) {
  return {
    deptId: data.deptId ?? '',
    dutyCode: data.dutyCode ?? '',
    dutyName: data.dutyName ?? '',
    dutyType: data.dutyType ?? '',
    basis: data.basis ?? '',
    content: data.content ?? '',
    isPublic: data.isPublic ?? true,
    serviceIds: data.serviceIds ?? [],
  };
}

/**
 * ospDeptDutyListConfig: page (server-side paging and search over the draft), save (create), update, remove.
 * The resource name `duties` is what the spreadsheet import and export name too; keep it.
 */
export const dutyCalls = defineResource<DutyRecord, typeof dutyConfigPage, typeof dutyConfigPage, typeof dutyConfigSave, typeof dutyConfigUpdate, typeof dutyConfigRemove>({
  list: { kind: 'paged', call: dutyConfigPage, request: dutyPageRequest, page: (result) => ({ records: result.records, total: result.total }) },
  detail: { call: dutyConfigPage, request: (id) => ({ id: String(id), size: 1 }), record: (result) => only(result.records) },
  submit: { call: dutyConfigSave, request: (data) => dutyInput(data), id: (saved) => saved.id },
  update: { call: dutyConfigUpdate, request: (data, id) => ({ id: String(id), ...dutyInput(data) }), id: (saved) => saved.id },
  remove: { call: dutyConfigRemove, request: (id) => ({ id: String(id) }) },
});

/** ospDeptInfo: page and update of the departments' contact details (no create or delete: the catalogue owns them). */
export const dutyDeptCalls = defineResource<DutyDeptRecord, typeof deptInfoPage, typeof deptInfoPage, typeof deptInfoUpdate, typeof deptInfoUpdate, typeof deptInfoUpdate>({
  list: {
    kind: 'paged',
    call: deptInfoPage,
    request: (query) => ({ current: query.page, size: Math.min(query.perPage, 100), keyword: text(query.filter[SEARCH_FILTER]), category: text(query.filter.category) }),
    page: (result) => ({ records: result.records.map(withId), total: result.total }),
  },
  detail: { call: deptInfoPage, request: (id) => ({ deptId: String(id), size: 1 }), record: (result) => withId(only(result.records)) },
  update: {
    call: deptInfoUpdate,
    request: (data, id) => ({ deptId: String(id), leader: data.leader ?? '', phone: data.phone ?? '', location: data.location ?? '' }),
    id: (saved) => saved.deptId,
  },
});
