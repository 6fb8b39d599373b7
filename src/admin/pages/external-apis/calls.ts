import { apiDetail, apiList, apiRemove, apiSave } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { ExternalApi } from '../../../shared/schema/cards';
import { defineResource } from '../../data-provider/resource-calls';

/** A saved external API as the studio reads it: header names with whether each value is set, never the values. */
export type ExternalApiRecord = CallResult<typeof apiList>[number];

/** The form's record: each header's value starts empty (keep the stored one) beside whether one is set. */
export interface ExternalApiFormValues extends Omit<ExternalApi, 'headers'> {
  headers: Array<{ name: string; value: string; valueSet?: boolean }>;
}

export function toFormValues(record: ExternalApiRecord): ExternalApiFormValues & { id: string } {
  return { ...record, headers: record.headers.map((h) => ({ name: h.name, value: '', valueSet: h.valueSet })) };
}

/** What saveApi and testApi take from the form: header values as typed ('' keeps the stored one). */
export function toSubmit(data: Partial<ExternalApiFormValues>, id: string | undefined): ExternalApi {
  return {
    ...(id === undefined ? {} : { id }),
    apiName: data.apiName ?? '',
    url: data.url ?? '',
    method: data.method ?? 'GET',
    params: (data.params ?? []).map((p) => ({ name: p.name, paramType: p.paramType, value: p.paramType === 'fixed' ? p.value ?? '' : '' })),
    resultPath: data.resultPath ?? '',
    timeoutMs: Number(data.timeoutMs),
    cacheSeconds: Number(data.cacheSeconds),
    headers: (data.headers ?? []).map((h) => ({ name: h.name, value: h.value ?? '' })),
  };
}

/** cardcolumnconfig's API registry: answered whole; saveApi creates and updates; removeApi deletes one no column uses. */
export const externalApiCalls = defineResource<ExternalApiRecord, typeof apiList, typeof apiDetail, typeof apiSave, typeof apiSave, typeof apiRemove>({
  list: { kind: 'whole', call: apiList, request: () => ({}), records: (rows) => rows },
  detail: { call: apiDetail, request: (id) => ({ id: String(id) }), record: (row) => row },
  submit: {
    call: apiSave,
    request: (data, id) => toSubmit(data as Partial<ExternalApiFormValues>, id === undefined ? undefined : String(id)),
    id: (saved) => saved.id,
  },
  remove: { call: apiRemove, request: (id) => ({ id: String(id) }) },
});
