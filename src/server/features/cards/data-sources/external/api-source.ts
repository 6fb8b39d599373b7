import { and, eq } from 'drizzle-orm';
import { externalApis, type SealedHeader } from '../../../../db/schema/cards';
import type { SecretBox } from '../../../../security/secret-box';
import { AppError } from '../../../../http/app-error';
import type { CardKind, ColumnData, ColumnDataSource, ExternalApi } from '../../../../../shared/schema/cards';
import type { SourceContext } from '../context';
import type { UserViewer } from '../../../../http/viewer';
import { fetchGuardedJson } from '../../../../security/outbound/guarded-fetch';
import { readPath, rowsToColumnData } from './map-rows';

type ApiSource = Extract<ColumnDataSource, { kind: 'api' }>;

/**
 * The values an API is called with. 'fixed' parameters take the column's value, else the API's own; the caller's
 * account, id and tenant always come from the signed-in user, so a column can never call on another's behalf.
 */
function resolveApiParams(params: ExternalApi['params'], columnParams: Readonly<Record<string, string>>, viewer: UserViewer): Array<[string, string]> {
  return params.map(({ name, paramType, value }): [string, string] => {
    switch (paramType) {
      case 'fixed': return [name, columnParams[name] ?? value];
      case 'userAccount': return [name, viewer.account];
      case 'userId': return [name, viewer.userId];
      case 'tenantId': return [name, viewer.tenantId];
    }
  });
}

/** The address and body an API is called with for `viewer`: parameters in the query (GET) or a JSON body (POST). */
export function apiRequestOf(
  api: Pick<ExternalApi, 'url' | 'method' | 'params'>, columnParams: Readonly<Record<string, string>>, viewer: UserViewer,
): { url: URL; body: string | undefined } {
  const values = resolveApiParams(api.params, columnParams, viewer);
  const url = new URL(api.url);
  if (api.method === 'GET') for (const [name, value] of values) url.searchParams.set(name, value);
  const body = api.method === 'POST' ? JSON.stringify(Object.fromEntries(values)) : undefined;
  return { url, body };
}

/** The API's headers in clear, for the request only; a value that no longer opens (a changed key) fails the call. */
export function openHeaders(headers: readonly SealedHeader[], box: SecretBox): Record<string, string> {
  try {
    return Object.fromEntries(headers.map((h) => [h.name, box.open(h.sealed)]));
  } catch {
    throw new AppError('DATA_SOURCE_FAILED', { msg: '外部数据源请求失败：接口的请求头无法解密，请重新填写后保存' });
  }
}

/** Fetches (or reads from the cache) the API of an api column and maps its rows to the card kind's items. */
export async function loadApiColumn(
  ctx: SourceContext, viewer: UserViewer, cardKind: CardKind, source: ApiSource, columnName: string,
): Promise<ColumnData> {
  const [api] = await ctx.db
    .select()
    .from(externalApis)
    .where(and(eq(externalApis.id, source.apiId), eq(externalApis.tenantId, viewer.tenantId)));
  if (!api) throw new AppError('DATA_SOURCE_FAILED', { msg: '外部数据源接口不存在或已删除' });

  const { url, body } = apiRequestOf(api, source.params, viewer);
  // Keyed by what the answer depends on: tenant, API, the address, method and headers as saved now (sealed: a new
  // value seals differently), the resolved values.
  const key = JSON.stringify([viewer.tenantId, api.id, api.method, url.href, body ?? null, api.headers.map((h) => h.sealed)]);
  const answer = await ctx.cache.get(key, api.cacheSeconds * 1000, async () => {
    const headers = api.headers.length > 0 ? openHeaders(api.headers, await ctx.secretBox()) : {};
    return fetchGuardedJson({ url, method: api.method, body, headers, timeoutMs: api.timeoutMs, allow: ctx.allow });
  });

  const rows = readPath(answer, api.resultPath);
  if (!Array.isArray(rows)) throw new AppError('DATA_SOURCE_FAILED', { msg: '外部数据源返回内容中找不到数据列表' });
  return rowsToColumnData(cardKind, rows, {
    columnName, fieldMapping: source.fieldMapping, cardMapping: source.cardMapping ?? [],
  }, ctx.now());
}
