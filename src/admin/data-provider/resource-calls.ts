import type { Identifier, RaRecord } from 'react-admin';
import type { CallDef, CallRequest, CallResult } from '../../shared/api/catalogue/define-call';
import { pageOfWholeList, type ListQuery } from './list-query';

/** Sends one catalogue call through the page's client of the call's kind. */
export type SendCall = <C extends CallDef>(call: C, input: CallRequest<C>, signal?: AbortSignal) => Promise<CallResult<C>>;

/** A list call that answers every record at once; the provider pages, sorts and filters it. */
interface WholeListCall<C extends CallDef, R extends RaRecord> {
  kind: 'whole';
  call: C;
  request(filter: Record<string, unknown>): CallRequest<C>;
  records(result: CallResult<C>): R[];
}

/** A page call (`…/page`): the server pages, sorts and filters. */
interface PagedListCall<C extends CallDef, R extends RaRecord> {
  kind: 'paged';
  call: C;
  request(query: ListQuery): CallRequest<C>;
  page(result: CallResult<C>): { records: R[]; total: number };
}

interface DetailCall<C extends CallDef, R extends RaRecord> {
  call: C;
  request(id: Identifier): CallRequest<C>;
  record(result: CallResult<C>): R;
}

/** A submit call: creates without an id, updates with one (the catalogue's `submit`), or an `update` call. */
interface SaveCall<C extends CallDef, R extends RaRecord> {
  call: C;
  request(data: Partial<R>, id: Identifier | undefined): CallRequest<C>;
  /** The new record's id from the answer of a create (an update keeps the id it was given). */
  id(result: CallResult<C>): Identifier;
}

interface RemoveCall<C extends CallDef> {
  call: C;
  request(id: Identifier): CallRequest<C>;
}

/** The calls of one resource, each typed against its catalogue entry. */
export interface ResourceCalls<R extends RaRecord, L extends CallDef, D extends CallDef, S extends CallDef, U extends CallDef, X extends CallDef> {
  list?: WholeListCall<L, R> | PagedListCall<L, R>;
  detail?: DetailCall<D, R>;
  /** Creates, and updates too unless `update` is given. */
  submit?: SaveCall<S, R>;
  update?: SaveCall<U, R>;
  remove?: RemoveCall<X>;
}

/** The operations a resource supports, with its call types closed over: what the data provider dispatches to. */
export interface ResourceHandler {
  list?(send: SendCall, query: ListQuery, signal?: AbortSignal): Promise<{ data: RaRecord[]; total: number }>;
  one?(send: SendCall, id: Identifier, signal?: AbortSignal): Promise<RaRecord | undefined>;
  many?(send: SendCall, ids: readonly Identifier[], signal?: AbortSignal): Promise<RaRecord[]>;
  create?(send: SendCall, data: Partial<RaRecord>): Promise<Identifier>;
  update?(send: SendCall, id: Identifier, data: Partial<RaRecord>): Promise<Identifier>;
  remove?(send: SendCall, id: Identifier): Promise<void>;
}

const ALL: ListQuery = { page: 1, perPage: Number.MAX_SAFE_INTEGER, sort: { field: '', order: 'ASC' }, filter: {} };
const sameId = (a: Identifier, b: Identifier) => String(a) === String(b);

/**
 * Declares a resource's calls; TypeScript checks every request and answer mapping against the catalogue's
 * schemas, and the handler it returns hides those types from the provider.
 *
 * @example
 * defineResource({ list: { kind: 'whole', call: cardTypeList, request: () => ({}), records: (rows) => rows } })
 */
export function defineResource<R extends RaRecord, L extends CallDef, D extends CallDef, S extends CallDef, U extends CallDef, X extends CallDef>(
  calls: ResourceCalls<R, L, D, S, U, X>,
): ResourceHandler {
  const { list, detail, submit, remove } = calls;
  const update = calls.update ?? submit;

  async function listPage(send: SendCall, query: ListQuery, signal?: AbortSignal): Promise<{ data: R[]; total: number }> {
    if (!list) throw new Error('no list call');
    if (list.kind === 'paged') {
      const { records, total } = list.page(await send(list.call, list.request(query), signal));
      return { data: records, total };
    }
    const all = list.records(await send(list.call, list.request(query.filter), signal));
    return pageOfWholeList(all, query);
  }

  const handler: ResourceHandler = {};
  if (list) handler.list = listPage;
  if (detail) {
    handler.one = async (send, id, signal) => detail.record(await send(detail.call, detail.request(id), signal));
    handler.many = (send, ids, signal) => Promise.all(ids.map(async (id) => detail.record(await send(detail.call, detail.request(id), signal))));
  } else if (list) {
    // No detail call: the record comes from the whole list (configuration lists are short).
    handler.one = async (send, id, signal) => (await listPage(send, ALL, signal)).data.find((r) => sameId(r.id, id));
    handler.many = async (send, ids, signal) => (await listPage(send, ALL, signal)).data.filter((r) => ids.some((id) => sameId(r.id, id)));
  }
  if (submit) {
    handler.create = async (send, data) => submit.id(await send(submit.call, submit.request(data as Partial<R>, undefined)));
  }
  if (update) {
    handler.update = async (send, id, data) => {
      await send(update.call, update.request(data as Partial<R>, id));
      return id;
    };
  }
  if (remove) handler.remove = async (send, id) => { await send(remove.call, remove.request(id)); };
  return handler;
}
