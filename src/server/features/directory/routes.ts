import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/directory';
import { parseAllowList } from '../../security/outbound/address-guard';
import { checkUrl } from './services/check-url';
import { clickClientKey, logServiceClick } from './services/click-service';
import { getVisitorServiceDetails, getServiceDetails } from './services/details';
import { cancelCollect, changeFavouritesOrder, collectService, listFavourites, type FavouritesOwner } from './services/favourites';
import { countServices, listDeptOptions, listSceneOptions, listTypeOptions } from './services/filter-options';
import { createDirectoryPages } from './services/list-page';
import { listRoles, listShelfLabels, roleTypeOf } from './services/reference-lists';
import { listCasServices, listShelfServices, listTopServices } from './services/top-lists';
import { userViewer, VISITOR_ROLE, visitorViewer, type Viewer } from '../../http/viewer';
import type { AuthUser } from '../../http/auth-types';
import type { FilterOptionsRequest } from '../../../shared/schema/directory';

const owner = (user: AuthUser): FavouritesOwner => ({ ...userViewer(user), userId: user.userId });

/**
 * The service directory: the centres' and the hall's lists (ROUTE-06), details (OPEN-04), filter options,
 * favourites, the click log (OPEN-03) and the URL check. Signed-in calls see what the user's role sees;
 * `nobody` calls what a visitor sees (services for everyone).
 */
export async function registerDirectoryRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, env, now } = feature;
  const user = { access: 'user' } as const;
  const visitor = { access: 'public' } as const;
  const allow = parseAllowList(env.DATA_SOURCE_ALLOW_HOSTS);
  // Pages follow the catalogue versions the search index follows (list-page.ts says why and for how long).
  const runtime = app.searchRuntime;
  const pages = createDirectoryPages({
    db, versions: runtime.versions, now,
    matchKeyword: async (tenantId, roleType, keyword) =>
      (await runtime.engine.index(tenantId)).search(keyword, { roleType }).hits.map((hit) => hit.item.serviceId),
  });

  // ---- Lists ----
  registerCall(app, authenticator, calls.serverCenterPage, user, (input, { user: me }) => pages.page(userViewer(me), input));
  registerCall(app, authenticator, calls.ospPage, user, (input, { user: me }) => pages.page(userViewer(me), input));
  registerCall(app, authenticator, calls.customPage, visitor, (input, { request }) => pages.page(visitorViewer(request), input));
  registerCall(app, authenticator, calls.pageRoles, { access: { menu: 'serviceHallConfig' } }, async (input, { user: me }) => {
    const { roleId, ...query } = input;
    const viewer: Viewer = { tenantId: me.tenantId, roleType: await roleTypeOf(db, me.tenantId, roleId), userId: null };
    return pages.page(viewer, query);
  });
  registerCall(app, authenticator, calls.casServiceList, user, (input, { user: me }) => listCasServices(db, userViewer(me), input.serviceType));
  registerCall(app, authenticator, calls.queryShelfService, user, (input, { user: me }) =>
    listShelfServices(db, userViewer(me), input.shelfLabelId));

  // ---- Details ----
  registerCall(app, authenticator, calls.serverCenterDetails, user, (input, { user: me }) =>
    getServiceDetails(db, userViewer(me), input.serviceId));
  // Visitor details show a visitor's view whoever asks: services for everyone only.
  registerCall(app, authenticator, calls.customDetails, user, (input, { user: me }) =>
    getVisitorServiceDetails(db, { tenantId: me.tenantId, roleType: VISITOR_ROLE, userId: null }, input.serviceId));
  registerCall(app, authenticator, calls.nobodyCustomDetails, visitor, (input, { request }) =>
    getVisitorServiceDetails(db, visitorViewer(request), input.serviceId));

  // ---- Filter options and counts ----
  // Each list counts under the other filters chosen and the keyword (matched as the search box matches it), never
  // under its own filter: the counts say what choosing an option would list.
  const optionFilters = async (viewer: Viewer, input: FilterOptionsRequest, own: 'deptId' | 'sceneId' | 'typeId') => {
    const filters = { ...input, [own]: '' };
    if (input.keyword === '') return filters;
    const matches = (await runtime.engine.index(viewer.tenantId)).search(input.keyword, { roleType: viewer.roleType }).hits;
    return { ...filters, keywordMatches: matches.map((hit) => hit.item.serviceId) };
  };
  const optionCalls = [
    [calls.serviceDept, calls.nobodyServiceDept, listDeptOptions, 'deptId'],
    [calls.serviceScene, calls.nobodyServiceScene, listSceneOptions, 'sceneId'],
    [calls.serviceTypeListByUser, calls.nobodyServiceTypeListByUser, listTypeOptions, 'typeId'],
  ] as const;
  for (const [signedIn, forVisitor, list, own] of optionCalls) {
    const answer = async (viewer: Viewer, input: FilterOptionsRequest) => list(db, viewer, await optionFilters(viewer, input, own));
    registerCall(app, authenticator, signedIn, user, (input, { user: me }) => answer(userViewer(me), input));
    registerCall(app, authenticator, forVisitor, visitor, (input, { request }) => answer(visitorViewer(request), input));
  }
  registerCall(app, authenticator, calls.serviceCount, user, (_input, { user: me }) => countServices(db, userViewer(me)));
  registerCall(app, authenticator, calls.nobodyServiceCount, visitor, (_input, { request }) => countServices(db, visitorViewer(request)));

  // ---- Heat and newly launched ----
  registerCall(app, authenticator, calls.heatService, user, (input, { user: me }) =>
    listTopServices(db, userViewer(me), input.serviceType, 'heat', input.size));
  registerCall(app, authenticator, calls.nobodyHeatService, visitor, (input, { request }) =>
    listTopServices(db, visitorViewer(request), input.serviceType, 'heat', input.size));
  registerCall(app, authenticator, calls.newlyLaunched, user, (input, { user: me }) =>
    listTopServices(db, userViewer(me), input.serviceType, 'newest', input.size));
  registerCall(app, authenticator, calls.nobodyNewlyLaunched, visitor, (input, { request }) =>
    listTopServices(db, visitorViewer(request), input.serviceType, 'newest', input.size));

  // ---- Workbench ----
  registerCall(app, authenticator, calls.getShelfLabel, user, (_input, { user: me }) => listShelfLabels(db, me.tenantId));
  registerCall(app, authenticator, calls.getRoleList, user, (_input, { user: me }) => listRoles(db, me.tenantId));
  registerCall(app, authenticator, calls.checkUrl, user, (input) => checkUrl(input.url, allow));

  // ---- Favourites ----
  registerCall(app, authenticator, calls.collect, user, (input, { user: me }) => collectService(db, owner(me), input.serviceId));
  registerCall(app, authenticator, calls.cancelCollect, user, (input, { user: me }) => cancelCollect(db, owner(me), input.serviceId));
  registerCall(app, authenticator, calls.myCollect, user, (_input, { user: me }) => listFavourites(db, owner(me)));
  registerCall(app, authenticator, calls.changeOrder, user, (input, { user: me }) => changeFavouritesOrder(db, owner(me), input.serviceIds));

  // ---- Click log (OPEN-03): visitors too; a signed-in page's token makes it the user's visit ----
  registerCall(app, authenticator, calls.clickService, visitor, (input, { request, user: me }) => {
    const viewer = me ? userViewer(me) : visitorViewer(request);
    return logServiceClick(db, viewer, clickClientKey(viewer.userId, request.ip), input.serviceId, now());
  });
}
