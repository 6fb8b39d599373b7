import { columnDetail, columnList, columnRemove, columnSubmit } from '../../../shared/api/catalogue/cards-admin';
import type { CallResult } from '../../../shared/api/catalogue/define-call';
import type { CardColumnConfig } from '../../../shared/schema/cards';
import type { ResourceHandler } from '../../data-provider/resource-calls';
import { defineResource } from '../../data-provider/resource-calls';

/** A stored column as the list and detail calls answer it. */
export type ColumnRecord = CallResult<typeof columnList>[number];

/** The submit body from a form's values (the shared schema checks it before it leaves). */
function columnSubmitBody(data: Partial<ColumnRecord>, id: string | undefined): CardColumnConfig {
  return {
    ...(id === undefined ? {} : { id }),
    cardId: data.cardId ?? '',
    columnName: data.columnName ?? '',
    sort: data.sort ?? 0,
    dataSource: data.dataSource ?? { kind: 'builtin', source: 'services', params: {} },
    ...(data.remindTodoNum === undefined ? {} : { remindTodoNum: data.remindTodoNum }),
  };
}

const base = defineResource<ColumnRecord, typeof columnList, typeof columnDetail, typeof columnSubmit, typeof columnSubmit, typeof columnRemove>({
  list: { kind: 'whole', call: columnList, request: (filter) => ({ cardId: String(filter.cardId) }), records: (rows) => rows },
  detail: { call: columnDetail, request: (id) => ({ id: String(id) }), record: (row) => row },
  submit: {
    call: columnSubmit,
    request: (data, id) => columnSubmitBody(data, id === undefined ? undefined : String(id)),
    id: (saved) => saved.id,
  },
  remove: { call: columnRemove, request: (id) => ({ id: String(id) }) },
});

/**
 * cardcolumnconfig: columns belong to one card, so the list needs the card filter; without one it is empty
 * (the page asks for a card first) rather than a refused call.
 */
export const columnCalls: ResourceHandler = {
  ...base,
  list: async (send, query, signal) => {
    const cardId = query.filter.cardId;
    if (typeof cardId !== 'string' || cardId === '' || !base.list) return { data: [], total: 0 };
    return base.list(send, query, signal);
  },
};
