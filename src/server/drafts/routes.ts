import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { FeatureContext } from '../context';
import { AppError } from '../http/app-error';
import type { AuthUser } from '../http/auth-types';
import { registerCall } from '../http/route';
import type { StudioCalls } from '../../shared/api/catalogue/studio-config';
import type { Actor, ConfigAreaDef } from './area';
import type { AnyArea } from './services/documents';
import { discardDraft, getDraftState } from './services/draft';
import { compareVersions, getVersion, listHistory, pageAudit } from './services/history';
import { publishDraft, rollbackTo } from './services/publish';
import { roleExists } from './services/roles';

/** The audit log and versions name the user as the shell does. */
export function actorOf(user: AuthUser): Actor {
  return { tenantId: user.tenantId, userId: user.userId, name: user.nickName || user.account };
}

/**
 * The draft, publish, history, version, compare, rollback, preview and audit calls of one area, each granted only
 * by the area's configuration menu. An area module calls this with its catalogue entries and its definition.
 */
export function registerStudioAreaRoutes<B extends z.core.$ZodType, P extends z.core.$ZodType>(
  app: FastifyInstance, feature: FeatureContext, calls: StudioCalls<B, P>, def: ConfigAreaDef<z.output<B>, z.input<P>>,
): void {
  const { authenticator, db, now } = feature;
  const access = { access: { menu: def.menu } } as const;
  const versions = app.publishedVersions;
  const area = def as AnyArea;
  // The store holds bodies as `unknown`; every one it answers has passed def.schema, which is B.
  const asBody = <T extends { body: unknown }>(value: T) => value as T & { body: z.input<B> };

  registerCall(app, authenticator, calls.draft, access, async (_input, { user }) => asBody(await getDraftState(db, area, user.tenantId)));
  registerCall(app, authenticator, calls.discard, access, async (_input, { user }) =>
    asBody(await discardDraft(db, area, actorOf(user), new Date(now()))));
  registerCall(app, authenticator, calls.publish, { ...access, msg: '发布成功' }, (input, { user }) =>
    publishDraft(db, versions, area, actorOf(user), input, new Date(now())));
  registerCall(app, authenticator, calls.rollback, { ...access, msg: '回滚成功' }, (input, { user }) =>
    rollbackTo(db, versions, area, actorOf(user), input, new Date(now())));
  registerCall(app, authenticator, calls.history, access, (input, { user }) => listHistory(db, area, user.tenantId, input));
  registerCall(app, authenticator, calls.version, access, async (input, { user }) =>
    asBody(await getVersion(db, area, user.tenantId, input.version)));
  registerCall(app, authenticator, calls.compare, access, (input, { user }) => compareVersions(db, area, user.tenantId, input.from, input.to));
  registerCall(app, authenticator, calls.audit, access, (input, { user }) => pageAudit(db, area, user.tenantId, input));
  registerCall(app, authenticator, calls.preview, access, async (input, { user }) => {
    if (!(await roleExists(db, user.tenantId, input.roleId))) throw new AppError('ROLE_NOT_FOUND');
    const draft = await getDraftState(db, area, user.tenantId);
    return def.preview(db, user.tenantId, draft.body as z.output<B>, input.roleId);
  });
}
