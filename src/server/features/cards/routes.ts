import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  getCardData as getCardDataCall, getNavigationUserApplyCardList, getUserApplyCardList, resetUserApplyCardList,
  saveUserApplyCardList,
} from '../../../shared/api/catalogue/home';
import type { ColumnData } from '../../../shared/schema/cards';
import { createVersionedCache } from '../../cache/versioned-cache';
import { PAGE_TTL_MS } from '../../cache/page-ttl';
import { registerCardAdminRoutes } from './admin-routes';
import { createCardConfigCache } from './services/card-config-cache';
import type { SourceContext } from './data-sources';
import { parseAllowList } from '../../security/outbound/address-guard';
import { loadSecretBox, type SecretBox } from '../../security/secret-box';
import { createLocalAnswerCache } from './data-sources/external/answer-cache';
import { getCardData } from './services/get-card-data';
import { getUserLayout, listCardCatalogue, resetUserLayout, saveUserLayout } from './services/user-layout';

/** The home page's cards: a user's layout and catalogue, each card's data, and the studio's card configuration. */
export async function registerCardRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, env, now } = feature;
  // Caches per app, never per module: each test server gets its own, as each instance does.
  let box: Promise<SecretBox> | undefined;
  const previewSources: SourceContext = {
    db,
    now,
    allow: parseAllowList(env.DATA_SOURCE_ALLOW_HOSTS),
    cache: createLocalAnswerCache({ now }),
    secretBox: () => (box ??= loadSecretBox(env.CONFIG_SECRETS_KEY, feature.keyStore, (message) => app.log.warn(message))),
  };
  // Columns shared by everyone of a visibility follow the catalogue versions, as the directory's pages do.
  const { versions } = app.searchRuntime;
  const shared = createVersionedCache<ColumnData>({ version: (tenantId) => versions.current(tenantId), now, ttlMs: PAGE_TTL_MS, maxEntries: 1_000 });
  const config = createCardConfigCache(db, app.publishedVersions, now);
  const sources: SourceContext = { ...previewSources, sharedByVisibility: (tenantId, key, load) => shared.get(tenantId, key, load) };

  registerCall(app, authenticator, getUserApplyCardList, { access: 'user' }, (_input, { user }) => getUserLayout(db, user, config.roleCards));

  registerCall(app, authenticator, saveUserApplyCardList, { access: 'user' }, (input, { user }) => saveUserLayout(db, user, input.cardIds));

  registerCall(app, authenticator, resetUserApplyCardList, { access: 'user' }, (_input, { user }) => resetUserLayout(db, user));

  registerCall(app, authenticator, getNavigationUserApplyCardList, { access: 'user' }, (_input, { user }) => listCardCatalogue(db, user, config.roleCards));

  registerCall(app, authenticator, getCardDataCall, { access: 'user' }, (input, { user, request }) =>
    getCardData(sources, user, input.cardId, config.cardRows, request.log));

  registerCardAdminRoutes(app, feature, previewSources);
}
