import { and, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { services } from '../../../db/schema/catalog';
import type { Audience } from '../../../db/schema/catalog';

/**
 * Which services a role may see: listed ones (status 1) whose audience is 'all' or the role's own type
 * ('teacher', 'student'); an administrator sees every listed service. A custom role type sees only 'all'.
 */
export function visibleServiceFilter(roleType: string): SQL {
  const listed = eq(services.status, 1);
  if (roleType === 'admin') return listed;
  const audiences: Audience[] = roleType === 'teacher' || roleType === 'student' ? ['all', roleType] : ['all'];
  return and(listed, inArray(services.audience, audiences)) ?? listed;
}
