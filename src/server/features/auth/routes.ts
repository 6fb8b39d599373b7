import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeatureContext } from '../../context';
import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import {
  authInit, bindTab, getAddress, getUserInfo, loginOut, modelLogin, oauthToken, tabLogin, tokenLogin,
} from '../../../shared/api/catalogue/auth';
import { getBusinessConfigMenu } from '../../../shared/api/catalogue/shell';
import { CLIENT_ID } from '../../../shared/api/request-parts';
import type { SessionAuthenticator } from './authenticator';
import { getCasAddress, getLoginConfig } from './services/get-login-settings';
import { listConfigMenu } from './services/list-config-menu';
import { refreshAccessToken } from './services/refresh-access-token';
import { signInWithPassword } from './services/sign-in-with-password';
import { signInWithTokens } from './services/sign-in-with-tokens';
import { signOut } from './services/sign-out';
import { bindBrowser, joinBrowserSession } from './services/tab-session';
import { clearTabCookie, readTabCookie, setTabCookie } from './tab-cookie';

export type AuthFeatureContext = FeatureContext & { authenticator: SessionAuthenticator };

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** TOKEN-01 / WRAP-01: the portal is a public client, so it proves only its id, with an empty secret. */
function assertPortalClient(request: FastifyRequest): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header(request, 'authorization') ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  if (decoded !== `${CLIENT_ID}:`) throw new AppError('INVALID_CLIENT');
}

/** Sign-in, tokens, the current user and their configuration menu. */
export async function registerAuthRoutes(app: FastifyInstance, feature: AuthFeatureContext): Promise<void> {
  const { authenticator, db } = feature;
  const services = { db, now: feature.now, env: feature.env, accessTokens: authenticator.accessTokens };

  registerCall(app, authenticator, modelLogin, { access: 'public', msg: '登录成功' }, (input, { request }) =>
    signInWithPassword(services, app.loginThrottle, {
      tenantId: input.tenantId, account: input.username, password: input.password, ip: request.ip,
    }));

  registerCall(app, authenticator, tokenLogin, { access: 'public', msg: '登录成功' }, (_input, { request }) =>
    signInWithTokens(services, {
      accessToken: header(request, 'access-token'), refreshToken: header(request, 'refresh-token'),
    }));

  registerCall(app, authenticator, authInit, { access: 'public' }, (_input, { request }) =>
    getLoginConfig(db, tenantOfRequest(request)));

  registerCall(app, authenticator, getAddress, { access: 'public' }, (_input, { request }) =>
    getCasAddress(db, tenantOfRequest(request)));

  registerCall(app, authenticator, oauthToken, { access: 'public', inputFrom: 'query' }, async (input, { request }) => {
    assertPortalClient(request);
    if (header(request, 'tenant-id') !== input.tenantId) {
      throw new AppError('BAD_REQUEST', { msg: 'Tenant-Id 请求头与 tenantId 参数不一致' });
    }
    return refreshAccessToken(services, { tenantId: input.tenantId, refreshToken: input.refresh_token });
  });

  registerCall(app, authenticator, getUserInfo, { access: 'user' }, async (_input, { user }) => {
    const profile = authenticator.profileOf(user);
    if (!profile) throw new AppError('UNAUTHENTICATED');
    return {
      user_id: user.userId, tenant_id: user.tenantId, account: user.account, nick_name: user.nickName,
      real_name: profile.realName, role_id: user.roleId, role_type: user.roleType, role_name: profile.roleName,
      dept_name: profile.deptName, avatar: profile.avatar,
    };
  });

  registerCall(app, authenticator, loginOut, { access: 'user', msg: '已退出登录' }, async (_input, { request, reply, user }) => {
    await signOut(db, user, feature.now());
    clearTabCookie(request, reply);
    return null;
  });

  // ADR 025: one browser, one signed-in session across its tabs.
  registerCall(app, authenticator, bindTab, { access: 'user' }, async (_input, { request, reply, user }) => {
    setTabCookie(request, reply, await bindBrowser(services, user));
    return null;
  });

  registerCall(app, authenticator, tabLogin, { access: 'public', msg: '登录成功' }, (_input, { request }) =>
    joinBrowserSession(services, readTabCookie(request)));

  registerCall(app, authenticator, getBusinessConfigMenu, { access: 'user' }, (_input, { user }) =>
    listConfigMenu(db, user));
}
