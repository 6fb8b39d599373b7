import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles, users } from '../../../db/schema/auth';
import type { CardBasicConfig, CardColumnConfig, CardView } from '../../../../shared/schema/cards';
import type { HomePageDocument } from '../../../../shared/schema/home-config';
import { randomId } from '../../../../shared/rules/ids';
import type { SourceContext } from '../data-sources';
import { buildCardView, type ViewLogger } from '../services/build-card-view';
import type { UserViewer } from '../../../http/viewer';
import { findCard } from './cards';
import { listColumns } from './columns';
import { fieldError } from '../../../http/field-errors';

export interface PreviewInput {
  id: string;
  userId?: string;
  roleId?: string;
  draft?: {
    basicConfig?: CardBasicConfig;
    url?: string;
    columns?: CardColumnConfig[];
  };
}

/** The user of the tenant an administrator previews as. */
async function viewerOf(db: Queryable, tenantId: string, userId: string): Promise<UserViewer> {
  const [user] = await db
    .select({ userId: users.id, tenantId: users.tenantId, account: users.account, roleId: roles.id, roleType: roles.roleType })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!user) throw fieldError('userId', '用户不存在');
  return user;
}

/**
 * A user of the role who has nothing of their own (no id any row carries): the preview as a role shows what the role
 * is offered and nobody's to-dos, messages or favourites, the administrator's least of all.
 */
async function roleViewerOf(db: Queryable, tenantId: string, roleId: string): Promise<UserViewer> {
  const [role] = await db.select({ roleId: roles.id, roleType: roles.roleType }).from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, tenantId)));
  if (!role) throw fieldError('roleId', '角色不存在');
  return { tenantId, roleId: role.roleId, roleType: role.roleType, userId: '', account: '' };
}

async function viewerFor(db: Queryable, caller: UserViewer, input: PreviewInput): Promise<UserViewer> {
  if (input.roleId !== undefined) {
    if (input.userId !== undefined) throw fieldError('roleId', '按用户或按角色预览，二者选一');
    return roleViewerOf(db, caller.tenantId, input.roleId);
  }
  return input.userId === undefined || input.userId === caller.userId ? caller : viewerOf(db, caller.tenantId, input.userId);
}

/**
 * cardPreview (CARD-01): the card of the home page draft (`doc`) as the given user (default: the caller) or a user of
 * the given role would see it, whatever its status and whether or not the role is offered it, so an administrator
 * can check a card before publishing it. The request's unsaved values replace the draft's; those columns have no id
 * yet, so each gets one.
 */
export async function previewCard(ctx: SourceContext, doc: HomePageDocument, caller: UserViewer, input: PreviewInput, log?: ViewLogger): Promise<CardView> {
  const card = findCard(doc, input.id);
  const viewer = await viewerFor(ctx.db, caller, input);
  const { draft } = input;
  const columns = draft?.columns
    ? [...draft.columns]
      .sort((a, b) => a.sort - b.sort)
      .map((c) => ({ id: c.id ?? randomId(), columnName: c.columnName, dataSource: c.dataSource }))
    : listColumns(doc, card.id).map((c) => ({ id: c.id, columnName: c.columnName, dataSource: c.dataSource }));
  return buildCardView(ctx, viewer, {
    cardId: card.id,
    cardKind: card.cardKind,
    basicConfig: draft?.basicConfig ?? { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows },
    url: draft?.url ?? card.url,
    columns,
  }, log);
}
