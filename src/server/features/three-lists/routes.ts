import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { createTenantCache } from '../../cache/tenant-cache';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/three-lists';
import { DUTY_TYPE_NAMES, DUTY_TYPES } from '../../../shared/schema/three-lists';
import { loadTripleListConfig, saveTripleListConfig } from './services/config';
import { countInventory, countServices } from './services/counts';
import { deptDutiesWithServices, deptServiceInfo, serviceDeptRelation } from './services/dept-detail';
import { pageDepartments } from './services/dept-page';
import { pageDuties } from './services/duty-page';
import { pageServices } from './services/service-page';
import { buildTree, listDeptCategories } from './services/tree';
import { callerViewer, userViewer, visitorViewer } from './viewer';

/** The page configuration is read on every tree; an edit on this instance shows at once, on others within 30 s. */
const CONFIG_CACHE_TTL_MS = 30_000;

/** Only administrators whose configuration menu holds the three-lists page may change its configuration. */
const THREE_LISTS_CONFIG = { menu: 'threeListsConfig' } as const;

/**
 * The three lists (doc2 §7). Signed-in forms answer the user's view; the visitor forms (nobody/preLogin) a
 * visitor's; the one-form public calls the caller's (see the catalogue's note).
 */
export async function registerThreeListRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const configs = createTenantCache({ ttlMs: CONFIG_CACHE_TTL_MS, now, load: (tenantId) => loadTripleListConfig(db, tenantId) });

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
  registerCall(app, authenticator, calls.saveTripleListConfig, { access: THREE_LISTS_CONFIG, msg: '保存成功' }, async (input, { user }) => {
    const saved = await saveTripleListConfig(db, user.tenantId, input, new Date(now()));
    configs.invalidate(user.tenantId);
    return saved;
  });

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
