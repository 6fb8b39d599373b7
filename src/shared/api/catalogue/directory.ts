import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  changeOrderRequestSchema, checkUrlRequestSchema, checkUrlResultSchema, clickResultSchema, collectResultSchema,
  directoryItemSchema, directoryPageRequestSchema, directoryPageRolesRequestSchema, directoryPageSchema,
  filterOptionSchema, filterOptionsRequestSchema, guestServiceDetailsSchema, roleOptionSchema, serviceCountSchema,
  serviceDetailsSchema, serviceIdRequestSchema, shelfLabelSchema, shelfServicesRequestSchema, topServicesRequestSchema,
} from '../../schema/directory';

/**
 * The service directory's calls (doc2 §7 "Service centre"): lists, details, filter options, favourites, the click
 * log and the URL check. `nobody` paths serve visitors and show only services for everyone (audience 'all').
 */

const empty = z.object({});
const BP = '/api/blade-platform';
const OSP = '/api/online-service-platform';
const items = z.array(directoryItemSchema);
const options = z.array(filterOptionSchema);

// ---- Lists (ROUTE-06, OPEN-05) -------------------------------------------------------------------------------

/** A page of the services the signed-in user sees, filtered and sorted. */
export const serverCenterPage = defineCall({
  name: 'serverCenterPage', method: 'POST', path: `${BP}/serverCenter/page`,
  request: directoryPageRequestSchema, response: directoryPageSchema,
});

/** The same page for a visitor: services for everyone only; `collected` is always false. */
export const customPage = defineCall({
  name: 'customPage', method: 'POST', path: `${BP}/nobody/serverCenter/customPage`,
  request: directoryPageRequestSchema, response: directoryPageSchema,
});

/** The page as a given role sees it (menu serviceHallConfig). */
export const pageRoles = defineCall({
  name: 'pageRoles', method: 'POST', path: `${BP}/serverCenter/pageRoles`,
  request: directoryPageRolesRequestSchema, response: directoryPageSchema,
});

/** Services reached through single sign-on (accessWay '3') that the user sees, in the catalogue's order. */
export const casServiceList = defineCall({
  name: 'CASServiceList', method: 'POST', path: `${BP}/serverCenter/CASServiceList`,
  request: filterOptionsRequestSchema, response: items,
});

/** The services on one shelf label that the user sees, in the label's order. */
export const queryShelfService = defineCall({
  name: 'queryShelfService', method: 'POST', path: `${BP}/serverCenter/queryShelfService`,
  request: shelfServicesRequestSchema, response: items,
});

// ---- Details (OPEN-04) ------------------------------------------------------------------------------------------

/** Signed-in details; a service the user may not see answers like an unknown one. */
export const serverCenterDetails = defineCall({
  name: 'details', method: 'POST', path: `${BP}/serverCenter/details`,
  request: serviceIdRequestSchema, response: serviceDetailsSchema,
});

/** Guest details for a signed-in page (a guest preview): services for everyone only. */
export const customDetails = defineCall({
  name: 'customDetails', method: 'POST', path: `${BP}/serverCenter/customDetails`,
  request: serviceIdRequestSchema, response: guestServiceDetailsSchema,
});

/** Guest details for a visitor (OPEN-04): services for everyone only. */
export const nobodyCustomDetails = defineCall({
  name: 'nobodyCustomDetails', method: 'POST', path: `${BP}/nobody/serverCenter/customDetails`,
  request: serviceIdRequestSchema, response: guestServiceDetailsSchema,
});

// ---- Filter options ---------------------------------------------------------------------------------------------

export const serviceDept = defineCall({
  name: 'serviceDept', method: 'POST', path: `${BP}/serviceDept`, request: filterOptionsRequestSchema, response: options,
});
export const nobodyServiceDept = defineCall({
  name: 'nobodyServiceDept', method: 'POST', path: `${BP}/nobody/serviceDept`, request: filterOptionsRequestSchema, response: options,
});
export const serviceScene = defineCall({
  name: 'serviceScene', method: 'POST', path: `${BP}/serviceScene`, request: filterOptionsRequestSchema, response: options,
});
export const nobodyServiceScene = defineCall({
  name: 'nobodyServiceScene', method: 'POST', path: `${BP}/nobody/serviceScene`, request: filterOptionsRequestSchema, response: options,
});
export const serviceTypeListByUser = defineCall({
  name: 'serviceTypeListByUser', method: 'POST', path: `${BP}/serviceType/listByUser`,
  request: filterOptionsRequestSchema, response: options,
});
export const nobodyServiceTypeListByUser = defineCall({
  name: 'nobodyServiceTypeListByUser', method: 'POST', path: `${BP}/nobody/serviceType/listByUser`,
  request: filterOptionsRequestSchema, response: options,
});

// ---- Online-service platform ------------------------------------------------------------------------------------

/** The most visited services the user sees. */
export const heatService = defineCall({
  name: 'heatService', method: 'POST', path: `${OSP}/heatService`, client: 'osp',
  request: topServicesRequestSchema, response: items,
});
export const nobodyHeatService = defineCall({
  name: 'nobodyHeatService', method: 'POST', path: `${OSP}/nobody/heatService`, client: 'osp',
  request: topServicesRequestSchema, response: items,
});
/** The latest released services (CARD-09 shows 'NEW' on those released within 24 hours of releaseTime). */
export const newlyLaunched = defineCall({
  name: 'NewlyLaunched', method: 'POST', path: `${OSP}/NewlyLaunched`, client: 'osp',
  request: topServicesRequestSchema, response: items,
});
export const nobodyNewlyLaunched = defineCall({
  name: 'nobodyNewlyLaunched', method: 'POST', path: `${OSP}/nobody/NewlyLaunched`, client: 'osp',
  request: topServicesRequestSchema, response: items,
});
/** Same as serverCenter/page, on the second client. */
export const ospPage = defineCall({
  name: 'ospPage', method: 'POST', path: `${OSP}/page`, client: 'osp',
  request: directoryPageRequestSchema, response: directoryPageSchema,
});
export const serviceCount = defineCall({
  name: 'serviceCount', method: 'POST', path: `${OSP}/serviceCount`, client: 'osp', request: empty, response: serviceCountSchema,
});
export const nobodyServiceCount = defineCall({
  name: 'nobodyServiceCount', method: 'POST', path: `${OSP}/nobody/serviceCount`, client: 'osp', request: empty, response: serviceCountSchema,
});

// ---- Workbench --------------------------------------------------------------------------------------------------

export const getShelfLabel = defineCall({
  name: 'getShelfLabel', method: 'GET', path: '/api/blade-workbench/baseService/getShelfLabel',
  request: empty, response: z.array(shelfLabelSchema),
});
export const getRoleList = defineCall({
  name: 'getRoleList', method: 'GET', path: '/api/blade-workbench/baseService/getRoleList',
  request: empty, response: z.array(roleOptionSchema),
});
/** Whether a URL an administrator typed may be configured: http(s), no credentials, no private or reserved host. */
export const checkUrl = defineCall({
  name: 'checkURL', method: 'POST', path: '/api/blade-workbench/baseService/checkURL',
  request: checkUrlRequestSchema, response: checkUrlResultSchema,
});

// ---- Favourites -------------------------------------------------------------------------------------------------

/** Adds a service the user sees at the end of their favourites; collecting twice changes nothing. */
export const collect = defineCall({
  name: 'collect', method: 'POST', path: `${BP}/serverCenter/collect`, request: serviceIdRequestSchema, response: collectResultSchema,
});
export const cancelCollect = defineCall({
  name: 'cancelCollect', method: 'POST', path: `${BP}/serverCenter/cancelCollect`,
  request: serviceIdRequestSchema, response: collectResultSchema,
});
/** The user's favourites in their own order. */
export const myCollect = defineCall({
  name: 'myCollect', method: 'GET', path: `${BP}/serverCenter/myCollect`, request: empty, response: items,
});
/** Reorders the favourites: `serviceIds` must be exactly the current favourites; answers the new list. */
export const changeOrder = defineCall({
  name: 'changeOrder', method: 'POST', path: `${BP}/serverCenter/changeOrder`, request: changeOrderRequestSchema, response: items,
});

// ---- Click log (OPEN-03) ----------------------------------------------------------------------------------------

/**
 * Opening a service logs a click. A `nobody` path: never wrapped (WRAP-04), and it works for a visitor too; a
 * signed-in page's token still identifies the user.
 */
export const clickService = defineCall({
  name: 'clickService', method: 'POST', path: `${BP}/nobody/userClickVisitLog/clickService`,
  request: serviceIdRequestSchema, response: clickResultSchema,
});
