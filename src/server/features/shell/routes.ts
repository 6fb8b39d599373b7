import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import { getFooterInfo as getFooterInfoCall, getTopMenu, indexIndex } from '../../../shared/api/catalogue/shell';
import { getFooterInfo } from './services/get-footer-info';
import { getRobotConfig } from './services/get-robot-config';
import { listTopMenu, topMenuFor, type StoredNavigationEntry } from './services/list-top-menu';
import { createVersionedCache } from '../../cache/versioned-cache';
import { createPublishedCache } from '../../drafts/published-cache';

/** Shell content changes only when an administrator edits it; 30 s bounds how stale another instance can be. */
const SHELL_CACHE_TTL_MS = 30_000;

/** The signed-in shell's content: robot config (public, ROUTE-05), top navigation and footer. */
export async function registerShellRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  // One cache per app, never per module: each test server (and its database) gets its own.
  // The navigation and the robot config are published from the studio (ADR 009): a publish shows within a second.
  const published = app.publishedVersions;
  const robotConfigs = createPublishedCache({ versions: published, areas: ['robot'], ttlMs: SHELL_CACHE_TTL_MS, now, load: (tenantId) => getRobotConfig(db, tenantId) });
  const topMenus = createVersionedCache<StoredNavigationEntry[]>({
    version: (tenantId) => published.current('navigation', tenantId), now, ttlMs: SHELL_CACHE_TTL_MS, maxEntries: 1_000,
  });
  // The footer is the published version of the area homeFooter (indexfooterinfo, ADR 009): a publish shows at once.
  const footers = createPublishedCache({ versions: published, areas: ['homeFooter'], now, ttlMs: SHELL_CACHE_TTL_MS, load: (tenantId) => getFooterInfo(db, tenantId) });

  registerCall(app, authenticator, indexIndex, { access: 'public' }, async (_input, { request, user }) => ({
    questionBasciConfig: await robotConfigs.get(tenantOfRequest(request, user)),
  }));

  registerCall(app, authenticator, getTopMenu, { access: 'user' }, async (_input, { user }) =>
    topMenuFor(await topMenus.get(user.tenantId, 'topMenu', () => listTopMenu(db, user.tenantId)), user.roleId));

  registerCall(app, authenticator, getFooterInfoCall, { access: 'user' }, (_input, { user }) => footers.get(user.tenantId));
}
