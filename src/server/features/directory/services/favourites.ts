import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { services } from '../../../db/schema/catalogue';
import { serviceStats } from '../../../db/schema/directory';
import { serviceFavorites } from '../../../db/schema/process';
import { AppError } from '../../../http/app-error';
import { deptJoin, departments, sceneJoin, serviceScenes } from '../../../catalogue/service-items';
import type { DirectoryItem } from '../../../../shared/schema/directory';
import type { Viewer } from '../../../http/viewer';
import { directoryItemColumns, statsJoin, toDirectoryItem, visibleTo } from './directory-query';

/** A signed-in viewer: favourites always belong to a user. */
export type FavouritesOwner = Viewer & { userId: string };

const ownRows = (owner: FavouritesOwner) => and(eq(serviceFavorites.userId, owner.userId), eq(serviceFavorites.tenantId, owner.tenantId));

/**
 * myCollect: the user's favourites in their own order. A favourite the user can no longer see (withdrawn, or now
 * for another audience) is kept but not shown, and comes back if the service does.
 */
export async function listFavourites(db: Queryable, owner: FavouritesOwner): Promise<DirectoryItem[]> {
  const rows = await db
    .select(directoryItemColumns(owner))
    .from(serviceFavorites)
    .innerJoin(services, eq(services.serviceId, serviceFavorites.serviceId))
    .innerJoin(departments, deptJoin)
    .leftJoin(serviceScenes, sceneJoin)
    .leftJoin(serviceStats, statsJoin)
    .where(and(ownRows(owner), visibleTo(owner)))
    .orderBy(asc(serviceFavorites.sort), asc(serviceFavorites.createdAt), asc(services.serviceId));
  return rows.map(toDirectoryItem);
}

/** collect: only a service the user sees; appended after the last favourite; collecting again changes nothing. */
export async function collectService(db: Queryable, owner: FavouritesOwner, serviceId: string): Promise<{ serviceId: string; collected: boolean }> {
  const [visible] = await db.select({ id: services.serviceId }).from(services)
    .where(and(eq(services.serviceId, serviceId), visibleTo(owner)));
  if (!visible) throw new AppError('SERVICE_NOT_FOUND');
  // One statement: the next position is read and the row written together (a repeated collect hits the key), and
  // the user's favourites version moves with it (favourites-memory.ts).
  await db.execute(sql`with added as (insert into ${serviceFavorites} (tenant_id, user_id, service_id, sort)
    select ${owner.tenantId}, ${owner.userId}, ${serviceId}, coalesce(max(${serviceFavorites.sort}), 0) + 1
    from ${serviceFavorites} where ${serviceFavorites.userId} = ${owner.userId}
    on conflict (user_id, service_id) do nothing returning 1)
    ${bumpVersion(owner.userId)}`);
  return { serviceId, collected: true };
}

/** cancelCollect: removes the user's own favourite; cancelling one that is not there changes nothing. */
export async function cancelCollect(db: Queryable, owner: FavouritesOwner, serviceId: string): Promise<{ serviceId: string; collected: boolean }> {
  await db.execute(sql`with removed as (delete from ${serviceFavorites}
    where ${serviceFavorites.userId} = ${owner.userId} and ${serviceFavorites.tenantId} = ${owner.tenantId}
    and ${serviceFavorites.serviceId} = ${serviceId} returning 1)
    ${bumpVersion(owner.userId)}`);
  return { serviceId, collected: false };
}

/** The tail of a statement whose CTE changed the user's favourites: moves their version (runs whatever the CTE did). */
function bumpVersion(userId: string) {
  return sql`update ${users} set favorites_version = ${users.favoritesVersion} + 1 where ${users.id} = ${userId}`;
}

function prepareCollected(db: Db) {
  return db
    .select({ serviceId: serviceFavorites.serviceId })
    .from(serviceFavorites)
    .where(and(eq(serviceFavorites.userId, sql.placeholder('userId')), sql`${serviceFavorites.serviceId} = any(${sql.placeholder('ids')})`))
    .prepare('directory_collected_among');
}

export type CollectedAmong = (userId: string, ids: readonly string[]) => Promise<Set<string>>;

/**
 * Which of `ids` the user collected: one lookup on the favourites' primary key (user, service), prepared once by
 * the directory's pages of an app (at its first use), for the `collected` flags of a page that is otherwise the
 * same for everyone.
 */
export function createCollectedAmong(db: Db): CollectedAmong {
  let statement: ReturnType<typeof prepareCollected> | undefined;
  return async (userId, ids) => {
    if (ids.length === 0) return new Set();
    statement ??= prepareCollected(db);
    const rows = await statement.execute({ userId, ids: [...ids] });
    return new Set(rows.map((r) => r.serviceId));
  };
}

/** True when `ids` holds each of `current` exactly once and nothing else. */
export function isSameSet(ids: readonly string[], current: readonly string[]): boolean {
  if (ids.length !== current.length) return false;
  const wanted = new Set(ids);
  return wanted.size === ids.length && current.every((id) => wanted.has(id));
}

/**
 * changeOrder: `serviceIds` must be exactly the favourites the user sees (myCollect), each once; anything else is
 * refused, since it comes from a stale or forged list. One transaction, with the user's rows locked, so two tabs
 * reordering at once cannot interleave. Hidden favourites keep their relative order after the shown ones.
 */
export async function changeFavouritesOrder(db: Db, owner: FavouritesOwner, serviceIds: readonly string[]): Promise<DirectoryItem[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ serviceId: serviceFavorites.serviceId, visible: sql<boolean>`(${visibleTo(owner)})` })
      .from(serviceFavorites)
      .innerJoin(services, eq(services.serviceId, serviceFavorites.serviceId))
      .where(ownRows(owner))
      .orderBy(asc(serviceFavorites.sort), asc(serviceFavorites.createdAt), asc(services.serviceId))
      .for('update', { of: serviceFavorites });
    const shown = rows.filter((r) => r.visible).map((r) => r.serviceId);
    if (!isSameSet(serviceIds, shown)) {
      throw new AppError('FAVORITES_ORDER_MISMATCH', { errors: [{ field: 'serviceIds', msg: '排序列表须恰好包含当前的全部收藏，且每项一次' }] });
    }
    const order = [...serviceIds, ...rows.filter((r) => !r.visible).map((r) => r.serviceId)];
    if (order.length === 0) return;
    const cases = sql.join(order.map((id, i) => sql`when ${id} then ${i + 1}`), sql` `);
    await tx.execute(sql`update ${serviceFavorites} set sort = (case service_id ${cases} end)::int
      where ${serviceFavorites.userId} = ${owner.userId} and ${serviceFavorites.tenantId} = ${owner.tenantId}`);
  });
  return listFavourites(db, owner);
}
