import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  countRequestSchema, deptCategorySchema, deptIdRequestSchema, deptPageRequestSchema, deptPageSchema, deptServiceInfoSchema,
  dutyAndServiceSchema, dutyPageRequestSchema, dutyPageSchema, dutyTypeMustSchema, inventoryCountSchema, serviceCountSchema,
  serviceDeptRelationSchema, serviceIdRequestSchema, servicePageRequestSchema, servicePageSchema, treeNodeSchema, treeRequestSchema,
  tripleListConfigSchema,
} from '../../schema/three-lists';

/**
 * The three lists (doc2 §7 "Three lists", "Departments and duties"). The calls that exist in one public form
 * (getTree, the counts, getServiceDeptRelation, getConfig, isDutyTypeMust) answer the caller's view: a signed-in
 * role's when a valid token rides along, else a visitor's, so counts agree with the lists the same caller sees.
 * page, queryService and queryDuty have a signed-in form and a visitor form (nobody/preLogin), the latter always
 * a visitor's view.
 */

const WB = '/api/blade-workbench';
const INVENTORY = `${WB}/threeInventory`;
const PRE_INVENTORY = `${WB}/nobody/preLogin/threeInventory`;
const empty = z.object({});

export const getTree = defineCall({
  name: 'threeInventoryGetTree', method: 'POST', path: `${WB}/nobody/threeInventory/getTree`,
  request: treeRequestSchema, response: z.array(treeNodeSchema),
});

/** The department responsibility list. */
export const inventoryPage = defineCall({
  name: 'threeInventoryPage', method: 'POST', path: `${INVENTORY}/page`, request: deptPageRequestSchema, response: deptPageSchema,
});
export const preLoginInventoryPage = defineCall({
  name: 'preLoginThreeInventoryPage', method: 'POST', path: `${PRE_INVENTORY}/page`, request: deptPageRequestSchema, response: deptPageSchema,
});

/** The service inventory. */
export const queryService = defineCall({
  name: 'threeInventoryQueryService', method: 'POST', path: `${INVENTORY}/queryService`,
  request: servicePageRequestSchema, response: servicePageSchema,
});
export const preLoginQueryService = defineCall({
  name: 'preLoginThreeInventoryQueryService', method: 'POST', path: `${PRE_INVENTORY}/queryService`,
  request: servicePageRequestSchema, response: servicePageSchema,
});

/** The duty list. */
export const queryDuty = defineCall({
  name: 'threeInventoryQueryDuty', method: 'POST', path: `${INVENTORY}/queryDuty`, request: dutyPageRequestSchema, response: dutyPageSchema,
});
export const preLoginQueryDuty = defineCall({
  name: 'preLoginThreeInventoryQueryDuty', method: 'POST', path: `${PRE_INVENTORY}/queryDuty`,
  request: dutyPageRequestSchema, response: dutyPageSchema,
});

export const threeInventoryCount = defineCall({
  name: 'threeInventoryCount', method: 'POST', path: `${WB}/preLogin/threeInventory/threeInventoryCount`,
  request: countRequestSchema, response: inventoryCountSchema,
});

export const threeInventoryServiceCount = defineCall({
  name: 'threeInventoryServiceCount', method: 'POST', path: `${WB}/preLogin/threeInventory/serviceCount`,
  request: countRequestSchema, response: serviceCountSchema,
});

/** The page's configuration; saving it needs the threeListsConfig menu. */
export const saveTripleListConfig = defineCall({
  name: 'tripleListSaveConfig', method: 'POST', path: `${WB}/tripleList/saveConfig`,
  request: tripleListConfigSchema, response: tripleListConfigSchema,
});
export const getTripleListConfig = defineCall({
  name: 'tripleListGetConfig', method: 'POST', path: `${WB}/nobody/preLogin/tripleList/getConfig`,
  request: empty, response: tripleListConfigSchema,
});

/** Department categories in the catalogue's order, with their counts. */
export const getAllDeptCategory = defineCall({
  name: 'getAllDeptCategory', method: 'POST', path: `${WB}/indexnavigationconfig/getAllDeptCategory`,
  request: empty, response: z.array(deptCategorySchema),
});

/** A service's department and the duties it carries out. */
export const getServiceDeptRelation = defineCall({
  name: 'getServiceDeptRelation', method: 'POST', path: `${WB}/nobody/baseService/getServiceDeptRelation`,
  request: serviceIdRequestSchema, response: serviceDeptRelationSchema,
});

/** A department's services, each with the duties it carries out. */
export const queryServiceInfo = defineCall({
  name: 'ospDeptInfoQueryServiceInfo', method: 'POST', path: `${WB}/ospDeptInfo/queryServiceInfo`,
  request: deptIdRequestSchema, response: deptServiceInfoSchema,
});

/** A department's duties, each with the services that carry it out. */
export const dutyAndService = defineCall({
  name: 'ospDeptInfoDutyAndService', method: 'POST', path: `${WB}/ospDeptInfo/dutyAndService`,
  request: deptIdRequestSchema, response: dutyAndServiceSchema,
});

/** Whether a duty must have a type, and the types. */
export const isDutyTypeMust = defineCall({
  name: 'nobodyIsDutyTypeMust', method: 'GET', path: `${WB}/nobody/isDutyTypeMust`, request: empty, response: dutyTypeMustSchema,
});
