import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { loginResultSchema } from '../../schema/auth';
import {
  accountBindingSchema, passwordConfigSchema, passwordRegSchema, personInfoSchema, recentServiceSchema,
  recentServicesRequestSchema, removeBindRequestSchema, switchRoleRequestSchema, systemAccessLinkSchema,
  updatePasswordRequestSchema, updatePasswordResultSchema,
} from '../../schema/personal';

/** The personal centre (/PersonalCenter, issue 5): profile, roles, account security, recent services. */

const BP = '/api/blade-platform';
const PWD_CONFIG = '/api/blade-workbench/eduSystemManagePwdConfig';
const empty = z.object({});

/** The school systems the user's role may open. */
export const getSystemAccessLink = defineCall({
  name: 'getSystemAccessLink', method: 'GET', path: `${BP}/personInfo/getSystemAccessLink`,
  request: empty, response: z.array(systemAccessLinkSchema),
});

/** The profile: account, department, the current role and every role the user holds. */
export const personInfoDetail = defineCall({
  name: 'personInfoDetail', method: 'POST', path: `${BP}/personInfo/detail`,
  request: empty, response: personInfoSchema,
});

/**
 * Re-issues the session for another role the user holds: a new SSO session (ticket and tokens) acting as that role;
 * the current session ends, so its tokens and its chat stream stop.
 */
export const switchRole = defineCall({
  name: 'switchRole', method: 'POST', path: `${BP}/personInfo/switchRole`,
  request: switchRoleRequestSchema, response: loginResultSchema,
});

/** My services: those I opened lately, newest first (read from the click log of OPEN-03). */
export const recentServices = defineCall({
  name: 'recentServices', method: 'POST', path: `${BP}/personInfo/recentServices`,
  request: recentServicesRequestSchema, response: z.array(recentServiceSchema),
});

/** Third-party accounts bound to mine. */
export const bindList = defineCall({
  name: 'bindList', method: 'POST', path: `${BP}/accountSecurity/bindList`,
  request: empty, response: z.array(accountBindingSchema),
});

/** Unbinds one of my own third-party accounts; another user's binding answers like an unknown one. */
export const removeBind = defineCall({
  name: 'removeBind', method: 'POST', path: `${BP}/accountSecurity/removeBind`,
  request: removeBindRequestSchema, response: z.null(),
});

/** Changes my password: the old one must match, the new one meet getPasswordReg's rule; my other sessions end. */
export const updatePassword = defineCall({
  name: 'updatePassword', method: 'POST', path: `${BP}/accountSecurity/updatePassword`,
  request: updatePasswordRequestSchema, response: updatePasswordResultSchema,
});

/** The password rule as a regular expression and its explanation; public, for pages before sign-in too. */
export const getPasswordReg = defineCall({
  name: 'getPasswordReg', method: 'POST', path: `${PWD_CONFIG}/getPasswordReg`,
  request: empty, response: passwordRegSchema,
});

/** The password rule with its parts. */
export const passwordConfigDetail = defineCall({
  name: 'passwordConfigDetail', method: 'POST', path: `${PWD_CONFIG}/detail`,
  request: empty, response: passwordConfigSchema,
});
