import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { departments, services } from '../db/schema/catalogue';
import { searchKeywordDaily, searchPinnedWords, searchSynonyms, searchZeroResults, serviceGuides } from '../db/schema/search';
import { GUIDE_TEMPLATES, type GuideTemplate } from './data/guides';
import type { TypeKey } from './data/scenes-and-types';
import { PINNED_WORDS, SEARCH_HISTORY, SYNONYM_GROUPS, ZERO_RESULT_HISTORY } from './data/synonyms';
import { createPrng } from './prng';

const DAY_MS = 86_400_000;
const BATCH = 300;

/** The type key of a seeded service type id (`stype-<tenant>-<key>`, generate-catalogue.ts seedId). */
function typeKeyOf(typeId: string | null): TypeKey {
  const key = typeId?.split('-').slice(2).join('-') ?? '';
  return (key in GUIDE_TEMPLATES ? key : 'apply') as TypeKey;
}

function fill(text: string, vars: { name: string; dept: string; place: string }): string {
  return text.replaceAll('{name}', vars.name).replaceAll('{dept}', vars.dept).replaceAll('{place}', vars.place);
}

type GuideRow = typeof serviceGuides.$inferInsert;

/** One guide from its type's template; the same service always gets the same guide. */
function guideFor(
  service: { serviceId: string; tenantId: string; serviceName: string; serviceTypeId: string | null; processType: string },
  dept: { deptName: string; location: string; phone: string },
): GuideRow {
  const template: GuideTemplate = GUIDE_TEMPLATES[typeKeyOf(service.serviceTypeId)];
  const vars = { name: service.serviceName, dept: dept.deptName, place: dept.location || dept.deptName };
  const prng = createPrng(`guide:${service.serviceId}`);
  const offline = service.processType === 'OFFLINE';
  const steps = template.steps.map((s) => ({ title: fill(s.title, vars), detail: fill(s.detail, vars) }));
  if (offline) steps.push({ title: '现场办理', detail: `工作日 8:30–11:30、14:30–17:30 携带材料到${vars.place}办理。` });
  return {
    serviceId: service.serviceId,
    tenantId: service.tenantId,
    conditions: fill(template.conditions, vars),
    materials: template.materials.map((m) => ({ ...m, name: fill(m.name, vars), note: fill(m.note, vars) })),
    steps,
    fees: template.fees,
    timeLimit: template.timeLimit,
    department: dept.deptName,
    location: vars.place,
    contactPhone: dept.phone,
    handling: offline ? 'OFFLINE' : 'ONLINE',
    faq: template.faq.slice(0, prng.int(1, template.faq.length)).map((f) => ({ question: fill(f.question, vars), answer: fill(f.answer, vars) })),
  };
}

/** Guides for the tenant's services that have one (hasGuide), or for those of `serviceIds`, in batches. */
export async function seedGuides(tx: Queryable, tenantId: string, serviceIds?: readonly string[]): Promise<number> {
  if (serviceIds?.length === 0) return 0;
  const rows = await tx
    .select({
      serviceId: services.serviceId, tenantId: services.tenantId, serviceName: services.serviceName,
      serviceTypeId: services.serviceTypeId, processType: services.processType,
      deptName: departments.deptName, location: departments.location, phone: departments.phone,
    })
    .from(services)
    .innerJoin(departments, eq(departments.id, services.serviceDeptId))
    .where(and(
      eq(services.tenantId, tenantId),
      eq(services.hasGuide, true),
      serviceIds ? inArray(services.serviceId, [...serviceIds]) : undefined,
    ));
  const guides = rows.map((r) => guideFor(r, r));
  for (let i = 0; i < guides.length; i += BATCH) await tx.insert(serviceGuides).values(guides.slice(i, i + BATCH));
  return guides.length;
}

/**
 * The search's demo content: a guide for every service with hasGuide, synonym groups, pinned hot words, two weeks of
 * searches (so hot words are not empty) and a few searches that found nothing.
 */
export async function seedSearchContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  await seedGuides(tx, tenantId);
  await tx.insert(searchSynonyms).values(SYNONYM_GROUPS.map((terms, i) => ({
    id: `syn-${tenantId}-${String(i + 1).padStart(2, '0')}`, tenantId, terms: [...terms],
  })));
  await tx.insert(searchPinnedWords).values(PINNED_WORDS.map((word, i) => ({ id: `pin-${tenantId}-${i + 1}`, tenantId, word, sort: i + 1 })));
  const prng = createPrng(`search-history:${tenantId}`);
  const history = [];
  for (let d = 1; d <= 14; d += 1) {
    const day = new Date(now.getTime() - d * DAY_MS).toISOString().slice(0, 10);
    for (const [keyword, perDay] of SEARCH_HISTORY) {
      history.push({ tenantId, day, keyword, searchCount: Math.max(1, Math.round(perDay * (0.7 + prng.next() * 0.6))) });
    }
  }
  await tx.insert(searchKeywordDaily).values(history);
  await tx.insert(searchZeroResults).values(ZERO_RESULT_HISTORY.map(([keyword, roleType, count], i) => ({
    tenantId, keyword, roleType, searchCount: count, lastAt: new Date(now.getTime() - (i + 1) * 3_600_000),
  })));
}
