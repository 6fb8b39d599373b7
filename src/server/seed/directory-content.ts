import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/auth';
import { services } from '../db/schema/catalogue';
import { serviceShelfLabelItems, serviceShelfLabels, serviceVisits } from '../db/schema/directory';
import { SHELF_LABELS, type ShelfLabelSeed, type ShelfService } from './data/directory-shelf-labels';

/** Ids embed the tenant, so that seeding a second tenant never collides with the first. */
function shelfLabelId(tenantId: string, key: string): string {
  return `shelf-${tenantId}-${key}`;
}

const DAY_MS = 86_400_000;

/** Picks a label's services from the listed catalogue by its rule, best first, at most `max`. */
function pick(label: ShelfLabelSeed, catalogue: readonly ShelfService[], now: number): ShelfService[] {
  return catalogue.filter((s) => label.matches(s, now)).sort((a, b) => label.rank(a, b)).slice(0, label.max);
}

/**
 * Seeds the directory's own content for one tenant: the shelf labels (热门, 新上线, 毕业季 …) with the services each
 * holds, and a recent sample of the click log (service_visits) of the demo users and of visitors. visit_count
 * already counts the visits from before the log was kept, so the sample does not add to it.
 */
export async function seedDirectoryContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  const catalogue = await tx
    .select({
      serviceId: services.serviceId, serviceName: services.serviceName, visitCount: services.visitCount,
      releasedAt: services.releasedAt, processType: services.processType, accessWay: services.accessWay,
      audience: services.audience, serviceType: services.serviceType,
    })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.status, 1)))
    .orderBy(asc(services.sort), asc(services.serviceId));

  await tx.insert(serviceShelfLabels).values(SHELF_LABELS.map((label, i) => ({
    id: shelfLabelId(tenantId, label.key), tenantId, labelName: label.name, sort: (i + 1) * 10,
  })));
  const items = SHELF_LABELS.flatMap((label) => pick(label, catalogue, now.getTime()).map((s, i) => ({
    tenantId, labelId: shelfLabelId(tenantId, label.key), serviceId: s.serviceId, sort: i + 1,
  })));
  if (items.length > 0) await tx.insert(serviceShelfLabelItems).values(items);

  const people = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).orderBy(asc(users.id));
  const hot = [...catalogue].sort((a, b) => b.visitCount - a.visitCount || a.serviceId.localeCompare(b.serviceId)).slice(0, 30);
  const visits = hot.flatMap((s, i) => [0, 1, 2].map((k) => {
    const person = people[(i + k) % (people.length + 1)];
    const visitedAt = new Date(now.getTime() - (i * 3 + k + 1) * DAY_MS / 7);
    return person
      ? { tenantId, serviceId: s.serviceId, userId: person.id, clientKey: `u:${person.id}`, visitedAt }
      : { tenantId, serviceId: s.serviceId, userId: null, clientKey: `ip:10.20.${i}.${k + 1}`, visitedAt };
  }));
  if (visits.length > 0) await tx.insert(serviceVisits).values(visits);
}
