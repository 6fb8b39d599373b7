import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { departments, services } from '../../src/server/db/schema/catalogue';
import { bumpSearchVersion } from '../../src/server/search/version';
import { COLLEGE_SHORT_NAMES } from '../../src/server/seed/data/services-colleges';
import { generateCatalogue, type ServiceRow } from '../../src/server/seed/generate-catalogue';
import { createPrng } from '../../src/server/seed/prng';
import { seedGuides } from '../../src/server/seed/search-content';

/**
 * Grows a seeded tenant's catalogue to benchmark size: `count` more services, each a variant of a demo service
 * offered by a college or on a campus ('计算机学院学生请假申请（东校区）'), so the names, pinyin and heat look like a
 * large university's rather than random strings. About 40 % get a guide. Rows go in by batches, each in its own
 * transaction; the tenant's search index version is bumped at the end so every instance rebuilds.
 */

export interface GenerateServicesOptions {
  count: number;
  tenantId?: string;
  /** Ids are `gen-<tenant>-<prefix><n>`; a prefix already used is refused. Lower-case letters, at most 6. */
  prefix?: string;
  seed?: string;
  now?: number;
}

export interface GenerateServicesSummary {
  services: number;
  guides: number;
  distinctNames: number;
  ms: number;
}

const BATCH = 500;
const CAMPUSES = ['', '（东校区）', '（西校区）', '（南湖校区）'] as const;

export async function generateServices(db: Db, options: GenerateServicesOptions): Promise<GenerateServicesSummary> {
  const started = performance.now();
  const { count, tenantId = '000000', prefix = 'g', seed = 'hxlg-services-bench-v1' } = options;
  const now = options.now ?? Date.now();
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error('count: a whole number from 1 to 1,000,000');
  if (!/^[a-z]{1,6}$/.test(prefix)) throw new Error('prefix: lower-case letters only, at most 6');
  const idOf = (n: number) => `gen-${tenantId}-${prefix}${String(n).padStart(7, '0')}`;
  const [taken] = await db.select({ id: services.serviceId }).from(services).where(eq(services.serviceId, idOf(1)));
  if (taken) throw new Error(`prefix ${prefix} was used already for tenant ${tenantId}`);

  const deptRows = await db.select({ id: departments.id, code: departments.deptCode }).from(departments).where(eq(departments.tenantId, tenantId));
  const deptByCode = new Map(deptRows.map((d) => [d.code, d.id]));
  const colleges = Object.entries(COLLEGE_SHORT_NAMES).filter(([code]) => deptByCode.has(code));
  if (deptRows.length === 0) throw new Error(`tenant ${tenantId} has no departments: seed it first`);

  // The demo catalogue's rows as templates; the ids of scenes and types follow the tenant's seed.
  const templates = generateCatalogue({ tenantId, now: new Date(now) }).services;
  const prng = createPrng(`${seed}:${tenantId}:${prefix}`);
  const rows: ServiceRow[] = [];
  for (let n = 1; n <= count; n += 1) {
    const base = templates[(n - 1) % templates.length] as ServiceRow;
    const round = Math.floor((n - 1) / templates.length);
    const college = colleges[round % Math.max(1, colleges.length)];
    const campus = CAMPUSES[Math.floor(round / Math.max(1, colleges.length)) % CAMPUSES.length] ?? '';
    // College variants belong to the college; campus-only variants keep the original office.
    const byCollege = college !== undefined && !base.serviceName.startsWith(college[1]) && prng.chance(0.7);
    const name = `${byCollege ? college[1] : ''}${base.serviceName}${campus || (byCollege ? '' : '（分部）')}`.slice(0, 100);
    rows.push({
      ...base,
      serviceId: idOf(n),
      serviceName: name,
      serviceDeptId: byCollege ? (deptByCode.get(college[0]) ?? base.serviceDeptId) : base.serviceDeptId,
      visitCount: prng.chance(0.05) ? 0 : Math.floor(10 ** (prng.next() * 5.5)),
      releasedAt: new Date(now - prng.int(1, 730) * 86_400_000),
      hasGuide: base.processType === 'OFFLINE' || prng.chance(0.35),
      sort: 10_000 + n,
    });
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(services).values(batch);
      await seedGuides(tx, tenantId, batch.filter((r) => r.hasGuide).map((r) => r.serviceId));
    });
  }
  await bumpSearchVersion(db, tenantId);
  return {
    services: rows.length,
    guides: rows.filter((r) => r.hasGuide).length,
    distinctNames: new Set(rows.map((r) => r.serviceName)).size,
    ms: Math.round(performance.now() - started),
  };
}
