import type { Queryable } from '../../../db/client';
import { createVersionedCache } from '../../../cache/versioned-cache';
import type { PublishedVersions } from '../../../drafts/published-versions';
import type { UserViewer } from '../../../http/viewer';
import { queryCardRows, type CardRow } from './card-rows';
import type { RoleCard } from './layout-rules';
import { listRoleCards } from './role-cards';

/**
 * The published card configuration as a role sees it, read once per published homePage version instead of on every
 * home page and every card: only a publish (or rollback) of the homePage area writes the card tables, and it moves
 * that version, which this instance sees at once and the others within half a second, or at once with Redis
 * (drafts/published-versions.ts). The time limit is a safety net only.
 */
export interface CardConfigCache {
  roleCards(viewer: Pick<UserViewer, 'tenantId' | 'roleId'>): Promise<RoleCard[]>;
  /** One enabled card offered to the viewer's role, with its columns in order; empty when it is not offered. */
  cardRows(viewer: Pick<UserViewer, 'tenantId' | 'roleId'>, cardId: string): Promise<CardRow[]>;
}

const SAFETY_TTL_MS = 60_000;

export function createCardConfigCache(db: Queryable, versions: PublishedVersions, now: () => number): CardConfigCache {
  const options = { version: (tenantId: string) => versions.current('homePage', tenantId), now, ttlMs: SAFETY_TTL_MS };
  const roleCards = createVersionedCache<RoleCard[]>({ ...options, maxEntries: 1_000 });
  const cards = createVersionedCache<CardRow[]>({ ...options, maxEntries: 10_000 });
  return {
    roleCards: (viewer) => roleCards.get(viewer.tenantId, viewer.roleId, () => listRoleCards(db, viewer)),
    cardRows: (viewer, cardId) => cards.get(viewer.tenantId, `${viewer.roleId}\u0000${cardId}`, () => queryCardRows(db, viewer, cardId)),
  };
}
