import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles } from '../../../db/schema/auth';
import type { CardAuthConfig } from '../../../../shared/schema/cards';
import type { HomeCardRole, HomePageDocument } from '../../../../shared/schema/home-config';
import { findCard } from './cards';
import { fieldError } from '../../../http/field-errors';

/**
 * Per role: whether a card is offered, in the default layout, mandatory (authConfig / getAuthConfig), over the home
 * page draft. A role absent from the card's `roles` is not offered it.
 */

export async function tenantRoleIds(db: Queryable, tenantId: string): Promise<string[]> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.id));
  return rows.map((row) => row.id);
}

/** Every role of the tenant with its setting for the card (unset roles read as not offered). */
export function getAuthConfig(doc: HomePageDocument, roleIds: readonly string[], cardId: string): CardAuthConfig {
  const card = findCard(doc, cardId);
  return {
    cardId,
    roles: roleIds.map((roleId) => {
      const auth = card.roles[roleId];
      return {
        roleId,
        visible: auth !== undefined,
        inDefault: auth !== undefined && (auth.inDefault || auth.mandatory),
        mandatory: auth?.mandatory ?? false,
        defaultSort: auth?.defaultSort ?? 0,
      };
    }),
  };
}

/**
 * Replaces the card's settings for the listed roles (roles not listed keep theirs). A mandatory card is offered
 * and in the default layout whatever the flags say; a role neither offered nor mandatory loses its setting.
 */
export function setAuthConfig(doc: HomePageDocument, input: CardAuthConfig, roleIds: readonly string[]): HomePageDocument {
  const listed = input.roles.map((r) => r.roleId);
  const repeated = listed.find((id, i) => listed.indexOf(id) !== i);
  if (repeated !== undefined) throw fieldError('roles', `角色 ${repeated} 重复`);
  const card = findCard(doc, input.cardId);
  const known = new Set(roleIds);
  const stranger = listed.find((id) => !known.has(id));
  if (stranger !== undefined) throw fieldError('roles', `角色 ${stranger} 不存在`);

  const next: Record<string, HomeCardRole> = Object.fromEntries(Object.entries(card.roles).filter(([roleId]) => !listed.includes(roleId)));
  for (const r of input.roles) {
    if (r.visible || r.mandatory) next[r.roleId] = { inDefault: r.inDefault || r.mandatory, mandatory: r.mandatory, defaultSort: r.defaultSort };
  }
  // Sorted keys: the same settings always make the same document, so a repeated save is no change.
  const ordered = Object.fromEntries(Object.keys(next).sort().map((key) => [key, next[key] as HomeCardRole]));
  return { ...doc, cards: doc.cards.map((c) => (c.id === card.id ? { ...c, roles: ordered } : c)) };
}
