import { defineCall } from './define-call';
import { servicePageRequestSchema, servicePageSchema, userPageRequestSchema, userPageSchema } from '../../schema/catalogue-lists';

/**
 * The studio's service catalogue and user lists (issue 7), each under its spreadsheet list's path family and menu:
 * the pages from which those lists are exported and imported. The server answers the caller's tenant only.
 */

/** The tenant's services, listed and withdrawn, paged (menu serviceHallConfig). */
export const servicePage = defineCall({
  name: 'serverCenterAdminPage', method: 'POST', path: '/api/blade-platform/serverCenter/adminPage',
  request: servicePageRequestSchema, response: servicePageSchema,
});

/** The tenant's users, paged (menu deptResponsibilityListConfig). */
export const userPage = defineCall({
  name: 'userManagePage', method: 'POST', path: '/api/blade-platform/userManage/page',
  request: userPageRequestSchema, response: userPageSchema,
});
