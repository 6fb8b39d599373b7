import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { roles } from '../../../db/schema/auth';
import { cardRoleAuth } from '../../../db/schema/cards';
import type { CardAuthConfig } from '../../../../shared/schema/cards';
import { findCard } from './cards';
import { fieldError } from './errors';

/**
 * Per role: whether a card is offered, in the default layout, mandatory (authConfig / getAuthConfig). Stored as
 * one row per offering role; a role without a row is not offered the card.
 */

/** Every role of the tenant with its setting for the card (unset roles read as not offered). */
export async function getAuthConfig(db: Queryable, tenantId: string, cardId: string): Promise<CardAuthConfig> {
  await findCard(db, tenantId, cardId);
  const rows = await db
    .select({
      roleId: roles.id,
      inDefault: cardRoleAuth.inDefault,
      mandatory: cardRoleAuth.mandatory,
      defaultSort: cardRoleAuth.defaultSort,
    })
    .from(roles)
    .leftJoin(cardRoleAuth, and(eq(cardRoleAuth.roleId, roles.id), eq(cardRoleAuth.cardId, cardId)))
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.id));
  return {
    cardId,
    roles: rows.map((row) => ({
      roleId: row.roleId,
      visible: row.inDefault !== null,
      inDefault: row.inDefault === 1 || row.mandatory === 1,
      mandatory: row.mandatory === 1,
      defaultSort: row.defaultSort ?? 0,
    })),
  };
}

/**
 * Replaces the card's settings for the listed roles (roles not listed keep theirs). A mandatory card is offered
 * and in the default layout whatever the flags say; a role neither offered nor mandatory loses its row.
 */
export async function setAuthConfig(db: Db, tenantId: string, input: CardAuthConfig): Promise<null> {
  const roleIds = input.roles.map((r) => r.roleId);
  const repeated = roleIds.find((id, i) => roleIds.indexOf(id) !== i);
  if (repeated !== undefined) throw fieldError('roles', `角色 ${repeated} 重复`);
  return db.transaction(async (tx) => {
    await findCard(tx, tenantId, input.cardId);
    if (roleIds.length === 0) return null;
    const known = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds)));
    const knownIds = new Set(known.map((r) => r.id));
    const stranger = roleIds.find((id) => !knownIds.has(id));
    if (stranger !== undefined) throw fieldError('roles', `角色 ${stranger} 不存在`);

    await tx.delete(cardRoleAuth).where(and(eq(cardRoleAuth.cardId, input.cardId), inArray(cardRoleAuth.roleId, roleIds)));
    const offered = input.roles.filter((r) => r.visible || r.mandatory);
    if (offered.length > 0) {
      await tx.insert(cardRoleAuth).values(offered.map((r) => ({
        tenantId,
        cardId: input.cardId,
        roleId: r.roleId,
        inDefault: r.inDefault || r.mandatory ? 1 : 0,
        mandatory: r.mandatory ? 1 : 0,
        defaultSort: r.defaultSort,
      })));
    }
    return null;
  });
}
