import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { services, serviceTypes } from '../db/schema/catalogue';
import { searchSynonyms, serviceGuides } from '../db/schema/search';
import { deptJoin, departments, sceneJoin, serviceItemColumns, serviceScenes, toServiceItem } from '../catalogue/service-items';
import type { GuideSource, ServiceSource } from './search-index';

/** What a tenant's index is built from: its listed services (status 1), their guides, its synonym groups. */
export interface IndexSources {
  services: ServiceSource[];
  guides: GuideSource[];
  synonyms: string[][];
}

export async function loadIndexSources(db: Queryable, tenantId: string): Promise<IndexSources> {
  const listed = and(eq(services.tenantId, tenantId), eq(services.status, 1));
  const rows = await db
    .select({
      ...serviceItemColumns,
      audience: services.audience,
      serviceType: services.serviceType,
      typeName: serviceTypes.typeName,
      description: services.description,
    })
    .from(services)
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(listed);
  const guideRows = await db
    .select({ serviceId: serviceGuides.serviceId, guide: serviceGuides })
    .from(serviceGuides)
    .innerJoin(services, eq(services.serviceId, serviceGuides.serviceId))
    .where(listed);
  const synonymRows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).where(eq(searchSynonyms.tenantId, tenantId));
  return {
    services: rows.map((row) => ({
      item: toServiceItem(row),
      audience: row.audience,
      serviceType: row.serviceType,
      typeName: row.typeName ?? '',
      description: row.description,
    })),
    guides: guideRows.map(({ serviceId, guide }) => ({ serviceId, text: guideText(guide) })),
    synonyms: synonymRows.map((r) => r.terms),
  };
}

/** The searchable words of a guide, in reading order. */
function guideText(guide: typeof serviceGuides.$inferSelect): string {
  return [
    guide.conditions,
    ...guide.materials.map((m) => `${m.name} ${m.note}`),
    ...guide.steps.map((s) => `${s.title} ${s.detail}`),
    guide.fees,
    guide.timeLimit,
    guide.location,
    ...guide.faq.map((f) => `${f.question} ${f.answer}`),
  ].join(' ');
}
