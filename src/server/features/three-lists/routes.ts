import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { createPublishedCache } from '../../drafts/published-cache';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/three-lists';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../shared/schema/three-lists';
import { loadTripleListConfig } from './services/config';
import { countInventory, countServices } from './services/counts';
import { deptDutiesWithServices, deptServiceInfo, serviceDeptRelation } from './services/dept-detail';
import { pageDepartments } from './services/dept-page';
import { pageDuties } from './services/duty-page';
import { pageServices } from './services/service-page';
import { buildTree, listDeptCategories } from './services/tree';
import { callerViewer, userViewer, visitorViewer } from '../../http/viewer';

/** The page configuration is read on every tree; a publish empties the cache, so this bounds nothing else. */
const CONFIG_CACHE_TTL_MS = 30_000;

/**
 * The three lists (doc2 §7). Signed-in forms answer the user's view; the visitor forms (nobody/preLogin) a
 * visitor's; the one-form public calls the caller's (see the catalogue's note).
 */
export async function registerThreeListRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  // Keyed by the published version of the area threeLists: a publish shows on every instance within a second.
  const configs = createPublishedCache({
    versions: app.publishedVersions, areas: ['threeLists'], now, ttlMs: CONFIG_CACHE_TTL_MS, load: (tenantId) => loadTripleListConfig(db, tenantId),
  });

  registerCall(app, authenticator, calls.getTree, { access: 'public' }, async (input, { request, user }) => {
    const viewer = callerViewer(request, user);
    return buildTree(db, viewer, await configs.get(viewer.tenantId), input.keyword);
  });

  registerCall(app, authenticator, calls.inventoryPage, { access: 'user' }, (input, { user }) => pageDepartments(db, userViewer(user), input));
  registerCall(app, authenticator, calls.preLoginInventoryPage, { access: 'public' }, (input, { request }) =>
    pageDepartments(db, visitorViewer(request), input));

  registerCall(app, authenticator, calls.queryService, { access: 'user' }, (input, { user }) => pageServices(db, userViewer(user), input));
  registerCall(app, authenticator, calls.preLoginQueryService, { access: 'public' }, (input, { request }) =>
    pageServices(db, visitorViewer(request), input));

  registerCall(app, authenticator, calls.queryDuty, { access: 'user' }, (input, { user }) => pageDuties(db, userViewer(user), input));
  registerCall(app, authenticator, calls.preLoginQueryDuty, { access: 'public' }, (input, { request }) =>
    pageDuties(db, visitorViewer(request), input));

  registerCall(app, authenticator, calls.threeInventoryCount, { access: 'public' }, (input, { request, user }) =>
    countInventory(db, callerViewer(request, user), input));
  registerCall(app, authenticator, calls.threeInventoryServiceCount, { access: 'public' }, (input, { request, user }) =>
    countServices(db, callerViewer(request, user), input));

  registerCall(app, authenticator, calls.getTripleListConfig, { access: 'public' }, (_input, { request, user }) =>
    configs.get(callerViewer(request, user).tenantId));
  // tripleList/saveConfig edits the draft of the area threeLists (three-lists/config/lists, ADR 009).

  registerCall(app, authenticator, calls.isDutyTypeMust, { access: 'public' }, async (_input, { request, user }) => ({
    isDutyTypeMust: (await configs.get(callerViewer(request, user).tenantId)).dutyTypeRequired,
    dutyTypes: DUTY_TYPES.map((value) => ({ value, label: DUTY_TYPE_NAMES[value] })),
  }));

  registerCall(app, authenticator, calls.getAllDeptCategory, { access: 'user' }, (_input, { user }) => listDeptCategories(db, userViewer(user)));

  registerCall(app, authenticator, calls.getServiceDeptRelation, { access: 'public' }, (input, { request, user }) =>
    serviceDeptRelation(db, callerViewer(request, user), input.serviceId));

  registerCall(app, authenticator, calls.queryServiceInfo, { access: 'user' }, (input, { user }) => deptServiceInfo(db, userViewer(user), input.deptId));
  registerCall(app, authenticator, calls.dutyAndService, { access: 'user' }, (input, { user }) =>
    deptDutiesWithServices(db, userViewer(user), input.deptId));
}
