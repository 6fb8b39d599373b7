import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import { registerCall } from '../../../http/route';
import { CENTRE_CALLS, centreView } from '../../../../shared/api/catalogue/centre-config';
import { CENTRES, type Centre, type CentreDocument } from '../../../../shared/schema/centre-config';
import { tenantOfRequest } from '../../../http/tenant';
import { createPublishedCache } from '../../../drafts/published-cache';
import { actorOf, registerStudioAreaRoutes } from '../../../drafts/routes';
import { editDraft, type DraftEdit } from '../../../drafts/services/draft';
import { publishedBody, readDraft, type AnyArea } from '../../../drafts/services/documents';
import { centreArea, viewOf } from './area';
import { pinnedServices, serviceOptions } from './services/pinned';

/** Bounds nothing a publish changes (it empties the cache at once); only catalogue edits wait this long. */
const VIEW_CACHE_TTL_MS = 30_000;

/**
 * The service centres' configuration: per centre, the studio's calls over its draft (granted by that centre's menu
 * entry only) and the page's public read of the published config.
 */
export async function registerCentreConfigRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const versions = app.publishedVersions;
  const views = new Map<Centre, (tenantId: string) => Promise<CentreDocument>>();

  for (const centre of CENTRES) {
    const def = centreArea(centre);
    const calls = CENTRE_CALLS[centre];
    const area = def as unknown as AnyArea;
    const admin = { access: { menu: def.menu } } as const;
    const draftOf = async (tenantId: string) => (await readDraft(db, area, tenantId)).body as CentreDocument;
    const edit = (user: AuthUser, how: DraftEdit, mutate: (doc: CentreDocument) => CentreDocument) =>
      editDraft(db, def, actorOf(user), how, new Date(now()), mutate);

    const published = createPublishedCache({
      versions, areas: [def.area], now, ttlMs: VIEW_CACHE_TTL_MS,
      load: async (tenantId) => (await publishedBody(db, area, tenantId)).body as CentreDocument,
    });
    views.set(centre, (tenantId) => published.get(tenantId));

    registerCall(app, authenticator, calls.detail, admin, async (_input, { user }) => {
      const { pinnedServiceIds, ...settings } = await draftOf(user.tenantId);
      return { settings, pinned: await pinnedServices(db, user.tenantId, centre, pinnedServiceIds) };
    });

    registerCall(app, authenticator, calls.submit, { ...admin, msg: '已保存到草稿' }, async (input, { user }) => {
      const { pinnedServiceIds: _ids, ...settings } = await edit(user, { action: 'draft.update', objectId: 'settings', summary: `${def.area}/submit` },
        (doc) => ({ ...input, pinnedServiceIds: doc.pinnedServiceIds }));
      return settings;
    });

    registerCall(app, authenticator, calls.pinned, { ...admin, msg: '置顶服务已保存到草稿' }, async (input, { user }) => {
      // Every id must be a service of this centre now: a pinned id nobody can resolve would only hide silently.
      const found = await pinnedServices(db, user.tenantId, centre, input.ids);
      if (found.length !== input.ids.length) {
        throw new AppError('VALIDATION', { msg: '置顶服务须为本中心的服务', errors: [{ field: 'ids', msg: '置顶服务须为本中心的服务' }] });
      }
      await edit(user, { action: 'draft.order', objectId: 'pinned', summary: `${def.area}/pinned` }, (doc) => ({ ...doc, pinnedServiceIds: input.ids }));
      return found;
    });

    registerCall(app, authenticator, calls.serviceOptions, admin, (input, { user }) => serviceOptions(db, user.tenantId, centre, input.keyword));

    registerStudioAreaRoutes(app, feature, calls.studio, def);
  }

  registerCall(app, authenticator, centreView, { access: 'public' }, async (input, { request, user }) => {
    const tenantId = tenantOfRequest(request, user);
    const load = views.get(input.centre);
    if (!load) throw new AppError('NOT_FOUND');
    return viewOf(db, tenantId, input.centre, await load(tenantId), user?.roleType ?? 'visitor');
  });
}
