import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import {
  bindList, getPasswordReg, getSystemAccessLink, passwordConfigDetail, personInfoDetail, recentServices, removeBind,
  switchRole as switchRoleCall, updatePassword,
} from '../../../shared/api/catalogue/personal';
import type { AuthFeatureContext } from '../auth';
import { listBindings, removeBinding } from './services/bindings';
import { changePassword } from './services/change-password';
import { listHeldRoles } from './services/held-roles';
import { getPasswordRule, passwordConfigOf } from '../../security/password-rule';
import { listRecentServices } from './services/recent-services';
import { switchRole } from './services/switch-role';
import { listSystemAccessLinks } from './services/system-links';

/** The personal centre (/PersonalCenter): profile and roles, account security, links and recent services. */
export async function registerPersonalRoutes(app: FastifyInstance, feature: AuthFeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const runtime = app.chatRuntime;
  const authServices = { db, now, env: feature.env, accessTokens: authenticator.accessTokens };

  registerCall(app, authenticator, getSystemAccessLink, { access: 'user' }, (_input, { user }) => listSystemAccessLinks(db, user));

  registerCall(app, authenticator, personInfoDetail, { access: 'user' }, async (_input, { user }) => {
    const profile = authenticator.profileOf(user);
    if (!profile) throw new AppError('UNAUTHENTICATED');
    const held = await listHeldRoles(db, user);
    return {
      userId: user.userId, account: user.account, realName: profile.realName, nickName: user.nickName, deptName: profile.deptName,
      avatar: profile.avatar, roleId: user.roleId, roleName: profile.roleName, roleType: user.roleType,
      roles: held.map((r) => ({ roleId: r.roleId, roleName: r.roleName, roleType: r.roleType, current: r.roleId === user.roleId })),
    };
  });

  registerCall(app, authenticator, switchRoleCall, { access: 'user', msg: '已切换角色' }, (input, { user }) =>
    switchRole(authServices, runtime, user, input.roleId));

  registerCall(app, authenticator, recentServices, { access: 'user' }, (input, { user }) => listRecentServices(db, user, input.size, now()));

  registerCall(app, authenticator, bindList, { access: 'user' }, (_input, { user }) => listBindings(db, user));

  registerCall(app, authenticator, removeBind, { access: 'user', msg: '已解除绑定' }, (input, { user }) => removeBinding(db, user, input.id));

  registerCall(app, authenticator, updatePassword, { access: 'user', msg: '密码已修改' }, (input, { user, request }) =>
    changePassword(db, runtime, now, app.loginThrottle, user, { ...input, ip: request.ip }));

  // Public: a page before sign-in (a first-login or reset form) shows the rule too; a signed-in caller's own tenant wins.
  registerCall(app, authenticator, getPasswordReg, { access: 'public' }, async (_input, { request, user }) => {
    const { passwordReg, passwordTip } = passwordConfigOf(await getPasswordRule(db, tenantOfRequest(request, user)));
    return { passwordReg, passwordTip };
  });

  registerCall(app, authenticator, passwordConfigDetail, { access: 'user' }, async (_input, { user }) =>
    passwordConfigOf(await getPasswordRule(db, user.tenantId)));
}
