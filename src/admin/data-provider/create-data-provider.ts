import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { AdminClients } from '../../portal/features/config-area/admin-contract';
import type { CallDef, CallRequest, CallResult } from '../../shared/api/catalogue/define-call';
import { toHttpError } from './errors';
import type { ListQuery } from './list-query';
import type { ResourceHandler, SendCall } from './resource-calls';

/** Each react-admin resource name and the handler of its catalogue calls. */
export type ResourceRegistry = Readonly<Record<string, ResourceHandler>>;

function unsupported(resource: string, operation: string): HttpError {
  return new HttpError(`“${resource}”不支持${operation}操作`, 405);
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toHttpError(error);
  }
}

/**
 * The studio's DataProvider with its custom method (react-admin's way for calls that are not CRUD): `send` runs one
 * catalogue call of a configuration area (draft state, publish, rollback, compare, preview, an area's own save).
 */
export interface StudioDataProvider extends DataProvider {
  /**
   * Sends one catalogue call, answering `{ data }` as every provider method does. A refusal is the client's
   * ApiError unchanged: pages read its status (409 for a draft that moved) and its field errors themselves.
   */
  send<C extends CallDef>(call: C, input: CallRequest<C>, signal?: AbortSignal): Promise<{ data: CallResult<C> }>;
}

/**
 * The studio's one DataProvider: every react-admin operation becomes catalogue calls sent through the portal's
 * own wrapped clients (so the studio shares the page's crypto session, tokens and 401 handling). Calls are silent:
 * react-admin shows the error itself, beside the form field when the server named one.
 */
export function createDataProvider(clients: AdminClients, registry: ResourceRegistry): StudioDataProvider {
  const send: SendCall = (call, input, signal) => clients[call.client].call(call, input, { silent: true, signal });

  function handlerOf(resource: string): ResourceHandler {
    const handler = registry[resource];
    if (!handler) throw new HttpError(`未知的配置资源“${resource}”`, 404);
    return handler;
  }

  async function one(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const { one: read } = handlerOf(resource);
    if (!read) throw unsupported(resource, '读取');
    const record = await read(send, id, signal);
    if (!record) throw new HttpError('该记录不存在或已被删除', 404);
    return record;
  }

  async function update(resource: string, id: Identifier, data: Partial<RaRecord>, previous: RaRecord | undefined): Promise<RaRecord> {
    const { update: save } = handlerOf(resource);
    if (!save) throw unsupported(resource, '修改');
    // Submit calls take the whole object; a partial change (updateMany) starts from the stored record.
    const base = previous ?? await one(resource, id);
    const merged = { ...base, ...data, id };
    await save(send, id, merged);
    return merged;
  }

  return {
    supportAbortSignal: true,

    send: async (call, input, signal) => ({ data: await send(call, input, signal) }),

    getList: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) => guarded(async () => {
      const { list } = handlerOf(resource);
      if (!list) throw unsupported(resource, '列表');
      const query: ListQuery = {
        page: params.pagination?.page ?? 1,
        perPage: params.pagination?.perPage ?? 25,
        sort: { field: params.sort?.field ?? '', order: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' },
        filter: { ...(params.filter as Record<string, unknown> | undefined) },
      };
      const { data, total } = await list(send, query, params.signal);
      return { data: data as T[], total };
    }),

    getOne: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) => guarded(async () => (
      { data: await one(resource, params.id, params.signal) as T }
    )),

    getMany: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) => guarded(async () => {
      const { many } = handlerOf(resource);
      if (!many) throw unsupported(resource, '读取');
      return { data: await many(send, params.ids, params.signal) as T[] };
    }),

    getManyReference: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['getManyReference']>[1]) => guarded(async () => {
      const { list } = handlerOf(resource);
      if (!list) throw unsupported(resource, '列表');
      const query: ListQuery = {
        page: params.pagination.page,
        perPage: params.pagination.perPage,
        sort: { field: params.sort.field, order: params.sort.order === 'DESC' ? 'DESC' : 'ASC' },
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      };
      const { data, total } = await list(send, query, params.signal);
      return { data: data as T[], total };
    }),

    create: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) => guarded(async () => {
      const { create } = handlerOf(resource);
      if (!create) throw unsupported(resource, '新增');
      const data = params.data as Partial<RaRecord>;
      const id = await create(send, data);
      return { data: { ...data, id } as T };
    }),

    update: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) => guarded(async () => (
      { data: await update(resource, params.id, params.data as Partial<RaRecord>, params.previousData as RaRecord | undefined) as T }
    )),

    updateMany: (resource: string, params: Parameters<DataProvider['updateMany']>[1]) => guarded(async () => {
      // One after another: a refusal stops the rest instead of leaving a random half changed.
      for (const id of params.ids) await update(resource, id, params.data as Partial<RaRecord>, undefined);
      return { data: [...params.ids] };
    }),

    delete: <T extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) => guarded(async () => {
      const { remove } = handlerOf(resource);
      if (!remove) throw unsupported(resource, '删除');
      await remove(send, params.id);
      return { data: (params.previousData ?? { id: params.id }) as T };
    }),

    deleteMany: (resource: string, params: Parameters<DataProvider['deleteMany']>[1]) => guarded(async () => {
      const { remove } = handlerOf(resource);
      if (!remove) throw unsupported(resource, '删除');
      for (const id of params.ids) await remove(send, id);
      return { data: [...params.ids] };
    }),
  };
}
