import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { externalApis } from '../../../db/schema/cards';
import type { ExternalApi } from '../../../../shared/schema/cards';
import { randomId } from '../../../../shared/rules/ids';
import type { AllowList } from '../data-sources/external/address-guard';
import { assertUrlAllowed } from '../data-sources/external/guarded-fetch';
import { fieldError, notFound } from './errors';

/** External JSON APIs an administrator configures as column data sources (getApiList, getApiDetail, saveApi). */

const apiFields = {
  id: externalApis.id,
  apiName: externalApis.apiName,
  url: externalApis.url,
  method: externalApis.method,
  params: externalApis.params,
  resultPath: externalApis.resultPath,
  timeoutMs: externalApis.timeoutMs,
  cacheSeconds: externalApis.cacheSeconds,
};

export async function listApis(db: Queryable, tenantId: string) {
  return db.select(apiFields).from(externalApis).where(eq(externalApis.tenantId, tenantId)).orderBy(asc(externalApis.apiName), asc(externalApis.id));
}

export async function getApi(db: Queryable, tenantId: string, id: string) {
  const [api] = await db.select(apiFields).from(externalApis).where(and(eq(externalApis.id, id), eq(externalApis.tenantId, tenantId)));
  if (!api) throw notFound('外部接口');
  return api;
}

/**
 * Saves an API after checking its address now: a literal private or loopback address, or a host resolving to one,
 * is refused (DATA_SOURCE_REFUSED) unless the allow list names it. Every fetch checks again.
 */
export async function saveApi(db: Queryable, tenantId: string, input: ExternalApi, allow: AllowList): Promise<{ id: string }> {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw fieldError('url', '接口地址不是有效的网址');
  }
  const names = input.params.map((p) => p.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw fieldError('params', `参数 ${repeated} 重复`);
  await assertUrlAllowed(url, allow);

  const { id, ...values } = input;
  if (id === undefined) {
    const newId = randomId();
    await db.insert(externalApis).values({ id: newId, tenantId, ...values });
    return { id: newId };
  }
  const updated = await db.update(externalApis).set(values).where(and(eq(externalApis.id, id), eq(externalApis.tenantId, tenantId))).returning({ id: externalApis.id });
  if (updated.length === 0) throw notFound('外部接口');
  return { id };
}
