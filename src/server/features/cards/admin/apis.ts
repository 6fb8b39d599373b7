import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { externalApis } from '../../../db/schema/cards';
import type { ExternalApi } from '../../../../shared/schema/cards';
import { randomId } from '../../../../shared/rules/ids';
import type { AllowList } from '../../../security/outbound/address-guard';
import { checkOutboundUrl } from '../../../security/outbound/outbound-url';
import { fieldError, notFound } from '../../../http/field-errors';

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
 * Saves an API after checking its address now by the one outbound-address rule (outbound-url.ts, shared with
 * checkURL and verifyUrl): a private or loopback address, or a host resolving to one, is refused
 * (DATA_SOURCE_REFUSED) unless the allow list names it; a malformed address or one with a user name or password is
 * refused beside the field. Every fetch checks again.
 */
export async function saveApi(db: Queryable, tenantId: string, input: ExternalApi, allow: AllowList): Promise<{ id: string }> {
  const names = input.params.map((p) => p.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw fieldError('params', `参数 ${repeated} 重复`);
  const verdict = await checkOutboundUrl(input.url, allow);
  if (!verdict.ok) {
    if (verdict.fault === 'address') throw new AppError('DATA_SOURCE_REFUSED');
    throw fieldError('url', verdict.reason);
  }

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
