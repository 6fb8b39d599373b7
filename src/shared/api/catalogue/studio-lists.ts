import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  accessWayOptionSchema, appOptionSchema, deptTreeNodeSchema, deptTreeRequestSchema, roleClassSchema, serviceInfoRequestSchema,
  serviceOptionSchema, studioUploadRequestSchema, studioUploadResultSchema, teacherDropListRequestSchema, teacherOptionSchema,
  tenantOnlyRequestSchema,
} from '../../schema/studio-lists';

/**
 * The studio's common calls (doc2 §7): department trees (workbench baseService) and the `common` family of the
 * portal configuration (blade-platform). Only a caller whose configuration menu holds at least one entry may call
 * them; the server checks it. The lists answer DICT-01 options, so the studio's dictionary select reads them all.
 * The role list itself is directory.getRoleList (baseService/getRoleList), shared with the service directory.
 */

const WB = '/api/blade-workbench/baseService';
const COMMON = '/api/blade-platform/common';

/** Every department of the tenant as a tree; deptName keeps the matching ones and the parents on their way. */
export const getDeptTree = defineCall({
  name: 'getDeptTree', method: 'GET', path: `${WB}/getDeptTree`, request: deptTreeRequestSchema, response: z.array(deptTreeNodeSchema),
});

/**
 * The departments the caller may manage, as a tree: all of them with the tenant-wide department menu
 * (deptResponsibilityListConfig), else the caller's own department and those under it.
 */
export const getDeptTreePower = defineCall({
  name: 'getDeptTreePower', method: 'POST', path: `${WB}/getDeptTreePower`, request: deptTreeRequestSchema,
  response: z.array(deptTreeNodeSchema),
});

/** Users who hold a teacher role (their own or an extra one), by name. */
export const teacherDropList = defineCall({
  name: 'teacherDropList', method: 'POST', path: `${COMMON}/teacher/dropList`, request: teacherDropListRequestSchema,
  response: z.array(teacherOptionSchema),
});

/** Services by name, listed ones unless asked otherwise. */
export const getServiceInfo = defineCall({
  name: 'getServiceInfo', method: 'POST', path: `${COMMON}/getServiceInfo`, request: serviceInfoRequestSchema,
  response: z.array(serviceOptionSchema),
});

/** The tenant's roles grouped by role type. */
export const getRoleListClass = defineCall({
  name: 'getRoleListClass', method: 'POST', path: `${COMMON}/getRoleListClass`, request: tenantOnlyRequestSchema,
  response: z.array(roleClassSchema),
});

/** The studio's configuration apps (the tenant's configuration-menu entries) in menu order. */
export const getAppsDict = defineCall({
  name: 'getAppsDict', method: 'POST', path: `${COMMON}/getAppsDict`, request: tenantOnlyRequestSchema,
  response: z.array(appOptionSchema),
});

/** OPEN-01's ways of opening a service, each with how many of the tenant's services use it. */
export const getAccessWayList = defineCall({
  name: 'getAccessWayList', method: 'POST', path: `${COMMON}/getAccessWayList`, request: tenantOnlyRequestSchema,
  response: z.array(accessWayOptionSchema),
});

/** Stores an image for a configuration and answers its URL. */
export const commonUpload = defineCall({
  name: 'commonUpload', method: 'POST', path: `${COMMON}/upload`, request: studioUploadRequestSchema, response: studioUploadResultSchema,
});
