import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serviceFavorites } from '../../../db/schema/process';
import type { Viewer } from '../../../http/viewer';
import { createCollectedAmong } from './favourites';

/** Users whose favourites an instance keeps; the least recently used go first. */
const MAX_USERS = 20_000;

export interface FavouritesMemory {
  /** Which of `ids` the viewer collected. */
  collectedAmong(viewer: Viewer & { userId: string }, ids: readonly string[]): Promise<Set<string>>;
}

/**
 * Every signed-in list marks the caller's favourites, which cost a round trip per call. A user's favourites are few
 * and change rarely, and the query that authenticates each call reads their version (users.favorites_version,
 * moved in the same statement as every change), so an instance keeps them in memory per user and version and reads
 * them again only when the version moved — on whichever instance the change was made. Without a version (a call
 * that was not authenticated by a session) the database answers.
 */
export function createFavouritesMemory(db: Db): FavouritesMemory {
  const known = new Map<string, { version: number; ids: Promise<Set<string>> }>();
  const collectedAmong = createCollectedAmong(db);

  async function favouritesOf(tenantId: string, userId: string): Promise<Set<string>> {
    const rows = await db.select({ serviceId: serviceFavorites.serviceId }).from(serviceFavorites)
      .where(and(eq(serviceFavorites.userId, userId), eq(serviceFavorites.tenantId, tenantId)));
    return new Set(rows.map((r) => r.serviceId));
  }

  return {
    async collectedAmong(viewer, ids) {
      const version = viewer.favoritesVersion;
      if (version === undefined) return collectedAmong(viewer.userId, ids);
      let entry = known.get(viewer.userId);
      // The version was read before the favourites are: what is loaded is at least as new as the version it is kept under.
      if (!entry || entry.version !== version) {
        entry = { version, ids: favouritesOf(viewer.tenantId, viewer.userId) };
        entry.ids.catch(() => known.delete(viewer.userId));
      } else {
        known.delete(viewer.userId);
      }
      known.set(viewer.userId, entry);
      if (known.size > MAX_USERS) known.delete(known.keys().next().value as string);
      const all = await entry.ids;
      return new Set(ids.filter((id) => all.has(id)));
    },
  };
}
