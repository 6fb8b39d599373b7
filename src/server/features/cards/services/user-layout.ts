import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { userCardLayouts } from '../../../db/schema/cards';
import type { CatalogueType, UserLayout } from '../../../../shared/schema/cards';
import type { UserViewer } from '../../../http/viewer';
import { buildCatalogue, checkLayoutSave, composeLayout, type RoleCard } from './layout-rules';
import { listRoleCards } from './role-cards';

/** The role's cards: listRoleCards, or its cached copy (card-config-cache.ts). */
type RoleCardsOf = (viewer: UserViewer) => Promise<RoleCard[]>;

/** The user's stored card order, or null when they never changed the layout. */
async function storedCardIds(db: Queryable, userId: string): Promise<string[] | null> {
  const rows = await db
    .select({ cardId: userCardLayouts.cardId })
    .from(userCardLayouts)
    .where(eq(userCardLayouts.userId, userId))
    .orderBy(asc(userCardLayouts.sort));
  return rows.length > 0 ? rows.map((row) => row.cardId) : null;
}

/** getUserApplyCardList: the user's own order, else the role's default; mandatory cards always in. */
export async function getUserLayout(db: Queryable, viewer: UserViewer, roleCardsOf: RoleCardsOf = (v) => listRoleCards(db, v)): Promise<UserLayout> {
  const [roleCards, stored] = await Promise.all([roleCardsOf(viewer), storedCardIds(db, viewer.userId)]);
  return composeLayout(roleCards, stored);
}

/**
 * saveUserApplyCardList: checks the ids against the role (refusals before any write), then replaces the user's
 * rows in one transaction. An empty list stores nothing, which reads back as the role's default (there is no row
 * to say "deliberately empty"; a role with mandatory cards can never save an empty list anyway).
 */
export async function saveUserLayout(db: Db, viewer: UserViewer, cardIds: readonly string[]): Promise<UserLayout> {
  return db.transaction(async (tx) => {
    const roleCards = await listRoleCards(tx, viewer);
    const ids = checkLayoutSave(roleCards, cardIds);
    await tx.delete(userCardLayouts).where(eq(userCardLayouts.userId, viewer.userId));
    if (ids.length > 0) {
      await tx.insert(userCardLayouts).values(ids.map((cardId, index) => ({
        tenantId: viewer.tenantId, userId: viewer.userId, cardId, sort: index + 1,
      })));
    }
    return composeLayout(roleCards, ids.length > 0 ? ids : null);
  });
}

/** resetUserApplyCardList: forgets the user's own order; the role's default comes back. */
export async function resetUserLayout(db: Queryable, viewer: UserViewer): Promise<UserLayout> {
  await db.delete(userCardLayouts).where(eq(userCardLayouts.userId, viewer.userId));
  return composeLayout(await listRoleCards(db, viewer), null);
}

/** getNavigationUserApplyCardList: the card types with the cards the role may add, each marked added or not. */
export async function listCardCatalogue(db: Queryable, viewer: UserViewer, roleCardsOf: RoleCardsOf = (v) => listRoleCards(db, v)): Promise<CatalogueType[]> {
  const [roleCards, stored] = await Promise.all([roleCardsOf(viewer), storedCardIds(db, viewer.userId)]);
  return buildCatalogue(roleCards, composeLayout(roleCards, stored));
}
