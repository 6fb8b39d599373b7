import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod/mini';
import { departments, services, type OpenWay, type ServiceKind } from '../../../db/schema/catalogue';
import { bumpSearchVersion } from '../../../search/version';
import { SERVICE_KINDS } from '../../../../shared/schema/studio-lists';
import { ACCESS_WAY_LABELS, OPEN_WAY_LABELS, SERVICE_KIND_LABELS, labelOf, labelsHint } from '../../../../shared/schema/code-labels';
import { optionalText, requiredText, type ImportTarget, type RowOutcome } from './import-target';

/**
 * The service catalogue's import (menu serviceHallConfig). The key is the service code (服务编码, the service's id,
 * the export's first column), so an exported file imports back: a row naming a code the tenant already has updates
 * that service, and is skipped as a duplicate (IMP-10's rule 2) when it would change nothing; any other code makes a
 * new service. Rows are applied in file order, so a code repeated in the file is compared with its earlier row.
 *
 * Services are what the portal's search index and directory pages are built from: a batch that writes any row moves
 * the tenant's catalogue version in its own transaction (search/version.ts), and the job tells every instance when it
 * ends (routes.ts), so the next search finds the imported services.
 */

const OPEN_WAYS: readonly OpenWay[] = [1001, 1002, 1003];

/** Kinds by code or by the label the studio shows (and the export writes); the old longer names still read. */
const KIND_BY_TEXT = new Map<string, ServiceKind>([
  ...SERVICE_KINDS.map((k) => [k, k] as const),
  ...SERVICE_KINDS.map((k) => [labelOf(SERVICE_KIND_LABELS, k), k] as const),
  ['应用服务', 'APPLICATION'], ['流程服务', 'PROCESS'],
]);
/** The ways a service opens (OPEN-01), by value or by the label the studio shows (and the export writes). */
const OPEN_WAY_BY_TEXT = new Map<string, OpenWay>([
  ['', 1001],
  ...OPEN_WAYS.flatMap((w) => [[String(w), w], [labelOf(OPEN_WAY_LABELS, w), w], [`${labelOf(OPEN_WAY_LABELS, w)}打开`, w]] as const),
]);
/** '1' built-in flow form, '2' external link, '3' single sign-on link, '5' link with the user's combStr (OPEN-02). */
const ACCESS_WAYS = ['1', '2', '3', '5'] as const;
const ACCESS_WAY_BY_TEXT = new Map<string, string>([
  ['', '1'],
  ...ACCESS_WAYS.flatMap((w) => [[w, w], [labelOf(ACCESS_WAY_LABELS, w), w]] as const),
]);
const LINKED_ACCESS = new Set<string>(['2', '3', '5']);

const oneOf = <T>(label: string, known: ReadonlyMap<string, T>, hint: string) =>
  z.transform((value: string, ctx): T => {
    const found = known.get(value);
    if (found !== undefined) return found;
    ctx.issues.push({ code: 'custom', input: value, message: `${label}无效：${value}（可填 ${hint}）` });
    return z.NEVER;
  });

const rowSchema = z.pipe(
  z.object({
    serviceCode: z.pipe(requiredText('服务编码', 32), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, '服务编码只能包含字母、数字、下划线和短横线'))),
    serviceName: requiredText('服务名称', 100),
    deptCode: requiredText('服务部门编码', 32),
    serviceType: z.pipe(requiredText('服务类型', 16), oneOf('服务类型', KIND_BY_TEXT, labelsHint(SERVICE_KIND_LABELS))),
    accessWay: z.pipe(optionalText('访问方式', 16), oneOf('访问方式', ACCESS_WAY_BY_TEXT, labelsHint(ACCESS_WAY_LABELS))),
    openWay: z.pipe(optionalText('打开方式', 16), oneOf('打开方式', OPEN_WAY_BY_TEXT, labelsHint(OPEN_WAY_LABELS))),
    serviceUrl: z.pipe(
      optionalText('服务地址', 500),
      z.string().check(z.refine((u) => u === '' || /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(u), '服务地址应以 http://、https:// 或 / 开头，且不含空格')),
    ),
    status: z.pipe(z._default(z.enum(['', '上架', '下架'], '状态只能填“上架”或“下架”'), ''), z.transform((v) => (v === '下架' ? 0 : 1))),
  }),
  z.transform((row, ctx) => {
    if (LINKED_ACCESS.has(row.accessWay) && row.serviceUrl === '') {
      ctx.issues.push({ code: 'custom', input: row, message: `访问方式为“${labelOf(ACCESS_WAY_LABELS, row.accessWay)}”的服务须填写服务地址` });
      return z.NEVER;
    }
    return row;
  }),
);
type ServiceRow = z.output<typeof rowSchema>;

/** What an import may change of a service; a row equal to the stored service in all of these is a duplicate. */
type Writable = Pick<typeof services.$inferSelect, 'serviceName' | 'serviceDeptId' | 'serviceType' | 'accessWay' | 'openWay' | 'serviceUrl' | 'status'>;
const WRITABLE_KEYS = ['serviceName', 'serviceDeptId', 'serviceType', 'accessWay', 'openWay', 'serviceUrl', 'status'] as const satisfies ReadonlyArray<keyof Writable>;
const sameService = (a: Writable, b: Writable) => WRITABLE_KEYS.every((k) => a[k] === b[k]);

export const serviceImport: ImportTarget<ServiceRow> = {
  table: 'services',
  fields: [
    { key: 'serviceCode', label: '服务编码', isMust: true },
    { key: 'serviceName', label: '服务名称', isMust: true },
    { key: 'deptCode', label: '服务部门编码', isMust: true },
    { key: 'serviceType', label: '服务类型', isMust: true },
    { key: 'accessWay', label: '访问方式', isMust: false },
    { key: 'openWay', label: '打开方式', isMust: false },
    { key: 'serviceUrl', label: '服务地址', isMust: false },
    { key: 'status', label: '状态', isMust: false },
  ],
  checkFields: [{ fieldName: 'serviceCode', fieldNote: '服务编码', isKey: 1 }],
  rowSchema: rowSchema as unknown as ImportTarget<ServiceRow>['rowSchema'],

  async apply(tx, tenantId, rows) {
    const deptCodes = [...new Set(rows.map((r) => r.row.deptCode))];
    const deptRows = await tx
      .select({ id: departments.id, code: departments.deptCode })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.deptCode, deptCodes)));
    const deptIdByCode = new Map(deptRows.map((d) => [d.code, d.id]));
    // Codes are service ids, which are global keys: one held by another tenant cannot be taken.
    const codes = [...new Set(rows.map((r) => r.row.serviceCode))];
    const held = await tx
      .select({
        serviceId: services.serviceId, tenantId: services.tenantId, serviceName: services.serviceName, serviceDeptId: services.serviceDeptId,
        serviceType: services.serviceType, accessWay: services.accessWay, openWay: services.openWay, serviceUrl: services.serviceUrl, status: services.status,
      })
      .from(services)
      .where(inArray(services.serviceId, codes));
    const current = new Map<string, Writable>(held.filter((s) => s.tenantId === tenantId).map((s) => [s.serviceId, s]));
    const foreign = new Set(held.filter((s) => s.tenantId !== tenantId).map((s) => s.serviceId));

    const outcomes: RowOutcome[] = [];
    const inserts = new Map<string, typeof services.$inferInsert>();
    for (const { n, row } of rows) {
      const serviceDeptId = deptIdByCode.get(row.deptCode);
      if (serviceDeptId === undefined) {
        outcomes.push({ n, outcome: 'fail', reason: `服务部门编码不存在：${row.deptCode}` });
        continue;
      }
      if (foreign.has(row.serviceCode)) {
        outcomes.push({ n, outcome: 'fail', reason: `服务编码已被占用：${row.serviceCode}` });
        continue;
      }
      const next: Writable = {
        serviceName: row.serviceName, serviceDeptId, serviceType: row.serviceType, accessWay: row.accessWay,
        openWay: row.openWay, serviceUrl: row.serviceUrl, status: row.status,
      };
      const before = current.get(row.serviceCode);
      if (before && sameService(before, next)) {
        outcomes.push({ n, outcome: 'jump' });
        continue;
      }
      current.set(row.serviceCode, next);
      const pending = inserts.get(row.serviceCode);
      if (pending) {
        // A code twice in one batch, still to be inserted: the later row is what goes in.
        Object.assign(pending, next);
        outcomes.push({ n, outcome: 'update' });
      } else if (before) {
        await tx.update(services).set(next).where(and(eq(services.tenantId, tenantId), eq(services.serviceId, row.serviceCode)));
        outcomes.push({ n, outcome: 'update' });
      } else {
        inserts.set(row.serviceCode, { serviceId: row.serviceCode, tenantId, ...next });
        outcomes.push({ n, outcome: 'insert' });
      }
    }
    if (inserts.size > 0) await tx.insert(services).values([...inserts.values()]);
    // The portal's search index and directory pages follow this version; it moves with the rows, or not at all.
    if (outcomes.some((o) => o.outcome === 'insert' || o.outcome === 'update')) await bumpSearchVersion(tx, tenantId);
    return outcomes;
  },
};
