import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  getCardData as getCardDataCall, getNavigationUserApplyCardList, getUserApplyCardList, resetUserApplyCardList,
  saveUserApplyCardList,
} from '../../../shared/api/catalogue/home';
import { registerCardAdminRoutes } from './admin-routes';
import type { SourceContext } from './data-sources';
import { parseAllowList } from './data-sources/external/address-guard';
import { createAnswerCache } from './data-sources/external/answer-cache';
import { getCardData } from './services/get-card-data';
import { getUserLayout, listCardCatalogue, resetUserLayout, saveUserLayout } from './services/user-layout';

/** The home page's cards: a user's layout and catalogue, each card's data, and the studio's card configuration. */
export async function registerCardRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, env, now } = feature;
  // Caches per app, never per module: each test server gets its own, as each instance does.
  const sources: SourceContext = {
    db,
    now,
    allow: parseAllowList(env.DATA_SOURCE_ALLOW_HOSTS),
    cache: createAnswerCache({ now }),
  };

  registerCall(app, authenticator, getUserApplyCardList, { access: 'user' }, (_input, { user }) => getUserLayout(db, user));

  registerCall(app, authenticator, saveUserApplyCardList, { access: 'user' }, (input, { user }) => saveUserLayout(db, user, input.cardIds));

  registerCall(app, authenticator, resetUserApplyCardList, { access: 'user' }, (_input, { user }) => resetUserLayout(db, user));

  registerCall(app, authenticator, getNavigationUserApplyCardList, { access: 'user' }, (_input, { user }) => listCardCatalogue(db, user));

  registerCall(app, authenticator, getCardDataCall, { access: 'user' }, (input, { user, request }) =>
    getCardData(sources, user, input.cardId, request.log));

  registerCardAdminRoutes(app, feature, sources);
}
