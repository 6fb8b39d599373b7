import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ANY_CONFIG_MENU, type AuthUser } from '../../http/auth-types';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/studio-lists';
import { listAccessWays, listApps } from './services/apps-and-ways';
import { loadDeptTree, loadManagedDeptTree } from './services/dept-tree';
import { listRoleClasses } from './services/role-classes';
import { listServiceOptions } from './services/service-options';
import { listTeachers } from './services/teachers';
import { uploadImage } from './services/upload-image';

/** The lists serve every studio area, so any configuration-menu entry grants them; a plain user has none. */
const studio = { access: { menu: ANY_CONFIG_MENU } } as const;

/** Holding this menu makes an administrator a manager of every department of the tenant (getDeptTreePower). */
const TENANT_WIDE_DEPT_MENU = 'deptResponsibilityListConfig';

/**
 * DICT-01 selects send tenantId; the token already names the caller's tenant, so another one is refused rather
 * than answered or silently replaced.
 */
function tenantOf(user: AuthUser, input: { tenantId?: string | undefined }): string {
  if (input.tenantId !== undefined && input.tenantId !== user.tenantId) {
    throw new AppError('FORBIDDEN', { msg: '不能读取其他租户的数据' });
  }
  return user.tenantId;
}

/** The studio's common calls (doc2 §7): department trees, teachers, services, role classes, apps, access ways, upload. */
export async function registerStudioListRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db } = feature;

  registerCall(app, authenticator, calls.getDeptTree, studio, (input, { user }) => loadDeptTree(db, tenantOf(user, input), input.deptName));
  registerCall(app, authenticator, calls.getDeptTreePower, studio, async (input, { user }) => {
    const tenantId = tenantOf(user, input);
    const managesAllDepts = await authenticator.hasMenu(user, TENANT_WIDE_DEPT_MENU);
    return loadManagedDeptTree(db, { tenantId, userId: user.userId, managesAllDepts }, input.deptName);
  });

  registerCall(app, authenticator, calls.teacherDropList, studio, (input, { user }) => listTeachers(db, tenantOf(user, input), input));
  registerCall(app, authenticator, calls.getServiceInfo, studio, (input, { user }) => listServiceOptions(db, tenantOf(user, input), input));
  registerCall(app, authenticator, calls.getRoleListClass, studio, (input, { user }) => listRoleClasses(db, tenantOf(user, input)));
  registerCall(app, authenticator, calls.getAppsDict, studio, (input, { user }) => listApps(db, tenantOf(user, input)));
  registerCall(app, authenticator, calls.getAccessWayList, studio, (input, { user }) => listAccessWays(db, tenantOf(user, input)));

  registerCall(app, authenticator, calls.commonUpload, { ...studio, msg: '上传成功' }, (input, { user }) =>
    uploadImage(db, tenantOf(user, input), input));
}
