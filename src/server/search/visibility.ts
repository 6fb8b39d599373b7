import type { Audience } from '../db/schema/catalogue';

/**
 * Who may see a listed service, in memory: the same rule as `visibleServices` (catalogue/service-items.ts), which the
 * database side uses. The admin role sees every listed service; teachers and students the services for everyone
 * and for their kind; anyone else (a visitor is 'nobody') only those for everyone. tests/api/search-visibility
 * checks the two agree.
 */
export function canSee(audience: Audience, roleType: string): boolean {
  if (roleType === 'admin') return true;
  if (audience === 'all') return true;
  return (roleType === 'teacher' || roleType === 'student') && audience === roleType;
}
