import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { systemAccessLinks } from '../../../db/schema/personal';
import type { SystemAccessLink } from '../../../../shared/schema/personal';

/**
 * getSystemAccessLink: the school systems offered in the personal centre, in the school's order — those for
 * everyone and those for the caller's role type (a teacher sees the teaching systems, a student the student ones).
 */
export async function listSystemAccessLinks(db: Queryable, viewer: { tenantId: string; roleType: string }): Promise<SystemAccessLink[]> {
  return db
    .select({
      id: systemAccessLinks.id,
      name: systemAccessLinks.name,
      url: systemAccessLinks.url,
      icon: systemAccessLinks.icon,
      description: systemAccessLinks.description,
      category: systemAccessLinks.category,
    })
    .from(systemAccessLinks)
    .where(and(
      eq(systemAccessLinks.tenantId, viewer.tenantId),
      eq(systemAccessLinks.status, 1),
      sql`(cardinality(${systemAccessLinks.roleTypes}) = 0 or ${viewer.roleType} = any(${systemAccessLinks.roleTypes}))`,
    ))
    .orderBy(asc(systemAccessLinks.sort), asc(systemAccessLinks.id));
}
