import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import { cardColumns } from '../../../db/schema/cards';
import type { CardBasicConfig, CardColumnConfig, CardView } from '../../../../shared/schema/cards';
import { randomId } from '../../../../shared/rules/ids';
import type { SourceContext } from '../data-sources';
import { buildCardView, type ViewLogger } from '../services/build-card-view';
import type { Viewer } from '../viewer';
import { findCard } from './cards';
import { fieldError } from './errors';

export interface PreviewInput {
  id: string;
  userId?: string;
  draft?: {
    basicConfig?: CardBasicConfig;
    url?: string;
    columns?: CardColumnConfig[];
  };
}

/** The user of the tenant an administrator previews as. */
async function viewerOf(db: Queryable, tenantId: string, userId: string): Promise<Viewer> {
  const [user] = await db
    .select({ userId: users.id, tenantId: users.tenantId, account: users.account, roleId: roles.id, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!user) throw fieldError('userId', '用户不存在');
  return user;
}

/**
 * cardPreview (CARD-01): the card as the given user (default: the caller) would see it, whatever its status and
 * whether or not their role is offered it, so an administrator can check a card before publishing it. A draft's
 * values replace the stored ones; draft columns have no stored id yet, so each gets a fresh one.
 */
export async function previewCard(ctx: SourceContext, caller: Viewer, input: PreviewInput, log?: ViewLogger): Promise<CardView> {
  const card = await findCard(ctx.db, caller.tenantId, input.id);
  const viewer = input.userId === undefined || input.userId === caller.userId ? caller : await viewerOf(ctx.db, caller.tenantId, input.userId);
  const { draft } = input;
  const columns = draft?.columns
    ? [...draft.columns]
      .sort((a, b) => a.sort - b.sort)
      .map((c) => ({ id: c.id ?? randomId(), columnName: c.columnName, dataSource: c.dataSource }))
    : await ctx.db
      .select({ id: cardColumns.id, columnName: cardColumns.columnName, dataSource: cardColumns.dataSource })
      .from(cardColumns)
      .where(eq(cardColumns.cardId, card.id))
      .orderBy(asc(cardColumns.sort), asc(cardColumns.id));
  return buildCardView(ctx, viewer, {
    cardId: card.id,
    cardKind: card.cardKind,
    basicConfig: draft?.basicConfig ?? { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows },
    url: draft?.url ?? card.url,
    columns,
  }, log);
}
