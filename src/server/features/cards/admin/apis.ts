import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { cardColumns, externalApis, type SealedHeader } from '../../../db/schema/cards';
import type { ApiTestResult, ExternalApi } from '../../../../shared/schema/cards';
import type { HomePageDocument } from '../../../../shared/schema/home-config';
import { randomId } from '../../../../shared/rules/ids';
import type { AllowList } from '../../../security/outbound/address-guard';
import { fetchGuardedJson } from '../../../security/outbound/guarded-fetch';
import { checkOutboundUrl } from '../../../security/outbound/outbound-url';
import type { SecretBox } from '../../../security/secret-box';
import { fieldError, notFound } from '../../../http/field-errors';
import type { UserViewer } from '../../../http/viewer';
import { lockDraftRow, type AnyArea } from '../../../drafts/services/documents';
import { homePageArea } from '../config/area';
import { apiRequestOf, openHeaders } from '../data-sources/external/api-source';
import { readPath } from '../data-sources/external/map-rows';

/**
 * External JSON APIs an administrator configures as column data sources (getApiList, getApiDetail, saveApi,
 * removeApi, testApi). Header values are secrets: sealed with the secret box on the way in, never answered back
 * (the studio sees each header's name and whether a value is set).
 */

const apiFields = {
  id: externalApis.id,
  apiName: externalApis.apiName,
  url: externalApis.url,
  method: externalApis.method,
  params: externalApis.params,
  resultPath: externalApis.resultPath,
  timeoutMs: externalApis.timeoutMs,
  cacheSeconds: externalApis.cacheSeconds,
  headers: externalApis.headers,
};

type StoredRow = { headers: SealedHeader[] } & Omit<ExternalApi, 'headers'> & { id: string };

/** A stored API as the studio may see it: header names only. */
function view(row: StoredRow) {
  return { ...row, headers: row.headers.map((h) => ({ name: h.name, valueSet: h.sealed !== '' })) };
}

export async function listApis(db: Queryable, tenantId: string) {
  const rows = await db.select(apiFields).from(externalApis).where(eq(externalApis.tenantId, tenantId)).orderBy(asc(externalApis.apiName), asc(externalApis.id));
  return rows.map(view);
}

async function storedApi(db: Queryable, tenantId: string, id: string): Promise<StoredRow> {
  const [api] = await db.select(apiFields).from(externalApis).where(and(eq(externalApis.id, id), eq(externalApis.tenantId, tenantId)));
  if (!api) throw notFound('外部接口');
  return api;
}

export async function getApi(db: Queryable, tenantId: string, id: string) {
  return view(await storedApi(db, tenantId, id));
}

/**
 * The headers to store: a typed value is sealed; a value left '' keeps the one stored under the same name (case
 * aside), and a new header without a value is refused beside its field.
 */
function sealHeaders(input: ExternalApi['headers'], stored: readonly SealedHeader[], box: SecretBox): SealedHeader[] {
  return input.map((header, i) => {
    if (header.value !== '') return { name: header.name, sealed: box.seal(header.value) };
    const kept = stored.find((h) => h.name.toLowerCase() === header.name.toLowerCase());
    if (!kept) throw fieldError(`headers.${i}.value`, '请输入请求头的值');
    return { name: header.name, sealed: kept.sealed };
  });
}

/** The address check of save and test: one rule (outbound-url.ts); a forbidden address is DATA_SOURCE_REFUSED. */
async function checkAddress(url: string, allow: AllowList): Promise<void> {
  const verdict = await checkOutboundUrl(url, allow);
  if (!verdict.ok) {
    if (verdict.fault === 'address') throw new AppError('DATA_SOURCE_REFUSED');
    throw fieldError('url', verdict.reason);
  }
}

function checkParams(input: ExternalApi): void {
  const names = input.params.map((p) => p.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw fieldError('params', `参数 ${repeated} 重复`);
}

/**
 * Saves an API after checking its address now by the one outbound-address rule (outbound-url.ts, shared with
 * checkURL and verifyUrl): a private or loopback address, or a host resolving to one, is refused
 * (DATA_SOURCE_REFUSED) unless the allow list names it; a malformed address or one with a user name or password is
 * refused beside the field. Every fetch checks again.
 */
export async function saveApi(db: Queryable, tenantId: string, input: ExternalApi, allow: AllowList, box: SecretBox): Promise<{ id: string }> {
  checkParams(input);
  await checkAddress(input.url, allow);

  const { id, headers, ...values } = input;
  if (id === undefined) {
    const newId = randomId();
    await db.insert(externalApis).values({ id: newId, tenantId, ...values, headers: sealHeaders(headers, [], box) });
    return { id: newId };
  }
  const stored = await storedApi(db, tenantId, id);
  const updated = await db.update(externalApis).set({ ...values, headers: sealHeaders(headers, stored.headers, box) })
    .where(and(eq(externalApis.id, id), eq(externalApis.tenantId, tenantId))).returning({ id: externalApis.id });
  if (updated.length === 0) throw notFound('外部接口');
  return { id };
}

/** The names of the columns of `doc` that read the API. */
function columnsUsing(doc: HomePageDocument, apiId: string): string[] {
  return doc.cards.flatMap((card) => card.columns
    .filter((c) => c.dataSource.kind === 'api' && c.dataSource.apiId === apiId)
    .map((c) => `${card.cardName}／${c.columnName}`));
}

/**
 * Deletes an API no column uses, in the home page draft or on the live cards. Under the draft's row lock, so a
 * column edit of the same moment is either seen here or comes after the delete (and is refused then).
 */
export async function removeApi(db: Db, tenantId: string, id: string, readDraftDoc: (db: Queryable) => Promise<HomePageDocument>): Promise<null> {
  return db.transaction(async (tx) => {
    await lockDraftRow(tx, homePageArea as unknown as AnyArea, tenantId);
    await storedApi(tx, tenantId, id);
    const inDraft = columnsUsing(await readDraftDoc(tx), id);
    const live = await tx.select({ name: cardColumns.columnName }).from(cardColumns)
      .where(and(eq(cardColumns.tenantId, tenantId), sql`${cardColumns.dataSource}->>'apiId' = ${id}`));
    const names = [...new Set([...inDraft, ...live.map((c) => c.name)])];
    if (names.length > 0) throw new AppError('IN_USE', { msg: `该接口仍被栏目使用（${names.slice(0, 5).join('、')}），请先改用其他数据源` });
    await tx.delete(externalApis).where(and(eq(externalApis.id, id), eq(externalApis.tenantId, tenantId)));
    return null;
  });
}

/** How many rows 测试调用 shows. */
const TEST_ROWS = 5;

/**
 * 测试调用: calls the API as the form holds it, never cached, as the administrator (their account, id and tenant
 * fill those parameters), through the outbound address guard; answers the first rows at resultPath.
 */
export async function testApi(
  db: Queryable, viewer: UserViewer, input: ExternalApi, allow: AllowList, box: SecretBox,
): Promise<ApiTestResult> {
  checkParams(input);
  await checkAddress(input.url, allow);
  const stored = input.id === undefined ? [] : (await storedApi(db, viewer.tenantId, input.id)).headers;
  const headers = openHeaders(sealHeaders(input.headers, stored, box), box);
  const { url, body } = apiRequestOf(input, {}, viewer);
  const started = performance.now();
  const answer = await fetchGuardedJson({ url, method: input.method, body, headers, timeoutMs: input.timeoutMs, allow });
  const rows = readPath(answer.value, input.resultPath);
  if (!Array.isArray(rows)) {
    throw fieldError('resultPath', input.resultPath === '' ? '接口返回的不是数组，请填写数据列表所在的路径' : `返回内容中 ${input.resultPath} 处不是数据列表`);
  }
  return { total: rows.length, rows: rows.slice(0, TEST_ROWS), elapsedMs: Math.max(0, Math.round(performance.now() - started)) };
}
