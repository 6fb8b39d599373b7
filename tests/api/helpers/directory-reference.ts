import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { services } from '../../../src/server/db/schema/catalogue';
import { serviceShelfLabelItems, serviceStats } from '../../../src/server/db/schema/directory';
import type { DirectoryQuery } from '../../../src/shared/schema/directory';

/**
 * The directory's lists computed the plain way, from the tables in JavaScript: what the server's SQL must agree
 * with. Role types: admin sees every listed service, teacher/student theirs and everyone's, a visitor everyone's.
 */
export type RefRole = 'admin' | 'teacher' | 'student' | 'visitor';

export interface RefService {
  serviceId: string;
  serviceName: string;
  serviceType: string;
  deptId: string;
  sceneId: string | null;
  typeId: string | null;
  processType: string;
  accessWay: string;
  audience: string;
  status: number;
  sort: number;
  visitCount: number;
  releasedAt: number;
  ratingAvg: number;
  ratingCount: number;
  shelves: string[];
}

export async function loadReference(db: Db, tenantId: string): Promise<RefService[]> {
  const rows = await db.select().from(services).where(eq(services.tenantId, tenantId));
  const stats = new Map((await db.select().from(serviceStats)).map((s) => [s.serviceId, s]));
  const shelves = await db.select().from(serviceShelfLabelItems);
  return rows.map((s) => ({
    serviceId: s.serviceId, serviceName: s.serviceName, serviceType: s.serviceType, deptId: s.serviceDeptId,
    sceneId: s.serviceSceneId, typeId: s.serviceTypeId, processType: s.processType, accessWay: s.accessWay,
    audience: s.audience, status: s.status, sort: s.sort, visitCount: s.visitCount, releasedAt: s.releasedAt.getTime(),
    ratingAvg: Number(stats.get(s.serviceId)?.ratingAvg ?? 0), ratingCount: stats.get(s.serviceId)?.ratingCount ?? 0,
    shelves: shelves.filter((x) => x.serviceId === s.serviceId).map((x) => x.labelId),
  }));
}

export function visibleFor(role: RefRole, s: RefService): boolean {
  if (s.status !== 1) return false;
  if (role === 'admin') return true;
  return s.audience === 'all' || s.audience === role;
}

const cmpId = (a: RefService, b: RefService) => (a.serviceId < b.serviceId ? -1 : a.serviceId > b.serviceId ? 1 : 0);

/**
 * The list the directory should answer. `keywordMatches`: the services the search engine finds for the keyword
 * (the directory filters by those); without it, names containing the keyword.
 */
export function refList(all: readonly RefService[], role: RefRole, q: Partial<DirectoryQuery>, keywordMatches?: ReadonlySet<string>): RefService[] {
  const kw = (q.keyword ?? '').trim().toLowerCase();
  const out = all.filter((s) => visibleFor(role, s)
    && (!q.serviceType || s.serviceType === q.serviceType)
    && (!q.deptId || s.deptId === q.deptId)
    && (!q.sceneId || s.sceneId === q.sceneId)
    && (!q.typeId || s.typeId === q.typeId)
    && (!q.processType || (q.processType === 'OFFLINE' ? s.processType === 'OFFLINE' : s.processType !== 'OFFLINE'))
    && (!q.shelfLabelId || s.shelves.includes(q.shelfLabelId))
    && (!kw || (keywordMatches ? keywordMatches.has(s.serviceId) : s.serviceName.toLowerCase().includes(kw))));
  const sort = q.sort ?? 'default';
  return out.sort((a, b) => {
    switch (sort) {
      case 'heat': return b.visitCount - a.visitCount || cmpId(a, b);
      case 'newest': return b.releasedAt - a.releasedAt || cmpId(a, b);
      case 'rating': return b.ratingAvg - a.ratingAvg || b.ratingCount - a.ratingCount || b.visitCount - a.visitCount || cmpId(a, b);
      case 'default': return a.sort - b.sort || cmpId(a, b);
    }
  });
}
