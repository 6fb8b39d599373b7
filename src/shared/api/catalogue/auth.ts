import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  addressSchema, loginConfigSchema, loginRequestSchema, loginResultSchema, refreshTokenQuerySchema,
  tokenSetSchema, userInfoSchema,
} from '../../schema/auth';

// z.object strips unknown keys.
const empty = z.object({});

/** Sign-in with account and password; wrapped (encrypted and signed) per WRAP-04. */
export const modelLogin = defineCall({
  name: 'modelLogin', method: 'POST', path: '/api/blade-workbench/auth/auth/modelLogin',
  request: loginRequestSchema, response: loginResultSchema,
});

/** Sign-in with tokens issued elsewhere (headers access-token and refresh-token); needs status 1000 (WRAP-05). */
export const tokenLogin = defineCall({
  name: 'tokenLogin', method: 'POST', path: '/api/blade-workbench/auth/tokenLogin',
  request: empty, response: loginResultSchema,
});

/** The login configuration (AUTH-01, AUTH-02). */
export const authInit = defineCall({
  name: 'authInit', method: 'POST', path: '/api/blade-workbench/auth/auth/init',
  request: empty, response: loginConfigSchema,
});

/** Addresses of the school's CAS, used when isSelfCas is 1 (AUTH-03). */
export const getAddress = defineCall({
  name: 'getAddress', method: 'POST', path: '/api/blade-workbench/auth/getAddress',
  request: empty, response: addressSchema,
});

export const getUserInfo = defineCall({
  name: 'getUserInfo', method: 'GET', path: '/api/blade-user/user/getUserInfo',
  request: empty, response: userInfoSchema,
});

/** Ends the SSO session; the tokens stop working on the very next call. */
export const loginOut = defineCall({
  name: 'loginOut', method: 'GET', path: '/api/blade-workbench/auth/loginOut',
  request: empty, response: z.null(),
});

/**
 * ADR 025: binds this browser to the caller's SSO session — the answer sets the HttpOnly tab cookie a new tab of the
 * same browser signs in with (tabLogin). Sent after every sign-in.
 */
export const bindTab = defineCall({
  name: 'bindTab', method: 'POST', path: '/api/blade-workbench/auth/bindTab',
  request: empty, response: z.null(),
});

/** The path the tab cookie is scoped to: only tabLogin ever carries it. */
export const TAB_LOGIN_PATH = '/api/blade-workbench/auth/tabLogin';

/**
 * ADR 025: a new tab joins the browser's SSO session with the tab cookie (no body, no token): a new access token and
 * a refresh-token chain of its own under the same session, so one logout or expiry ends every tab.
 */
export const tabLogin = defineCall({
  name: 'tabLogin', method: 'POST', path: TAB_LOGIN_PATH,
  request: empty, response: tokenSetSchema,
});

/** TOKEN-01: refresh_token grant only; parameters travel in the query, Tenant-Id in a header. */
export const oauthToken = defineCall({
  name: 'oauthToken', method: 'POST', path: '/api/blade-auth/oauth/token',
  request: refreshTokenQuerySchema, response: tokenSetSchema,
});
