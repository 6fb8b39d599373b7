import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  connectionTestSchema, handoverRequestSchema, handoverResultSchema, idpLogoutSchema, schoolSignInDocumentSchema,
  schoolSignInPreviewSchema, schoolSignInSubmitSchema, schoolSignInViewSchema, signInNoticeSchema,
} from '../../schema/school-sign-in';

/**
 * Signing in through the school's identity provider (ADR 022). The studio calls are granted by the configuration
 * menu identityAuthConfig; the portal's calls are public (the hand-over and the refusal notice) or a user's (where
 * the browser goes to end the provider's session).
 */

const CONFIG = '/api/blade-platform/school-sign-in';

/** The draft as the studio edits it: whether a client secret is set, never the secret. */
export const schoolSignInDetail = defineCall({
  name: 'schoolSignInDetail', method: 'POST', path: `${CONFIG}/detail`, request: z.object({}), response: schoolSignInViewSchema,
});

/** Replaces the draft; a new client secret is sealed before it is stored. */
export const schoolSignInSubmit = defineCall({
  name: 'schoolSignInSubmit', method: 'POST', path: `${CONFIG}/submit`, request: schoolSignInSubmitSchema, response: schoolSignInViewSchema,
});

/** 测试连接: OIDC discovery, or a CAS validation round trip expecting INVALID_TICKET, for the form's settings. */
export const schoolSignInTest = defineCall({
  name: 'schoolSignInTest', method: 'POST', path: `${CONFIG}/test`, request: schoolSignInSubmitSchema, response: connectionTestSchema,
});

/** Draft status, publish, history, versions, compare, rollback, preview and audit of the area schoolSignIn. */
export const schoolSignInStudio = defineStudioCalls('schoolSignIn', schoolSignInDocumentSchema, schoolSignInPreviewSchema);

/** The login page trades the callback's one-time code for the usual LoginResult (tgt and tokens). */
export const ssoExchange = defineCall({
  name: 'ssoExchange', method: 'POST', path: '/api/sso/exchange', request: handoverRequestSchema, response: handoverResultSchema,
});

/** Before our sign-out: the provider's logout address for this session ('' when our sign-out is enough). */
export const ssoLogoutAddress = defineCall({
  name: 'ssoLogoutAddress', method: 'POST', path: '/api/sso/logout-address', request: z.object({}), response: idpLogoutSchema,
});

/** The contact a refused first sign-in is told to reach. */
export const ssoNotice = defineCall({
  name: 'ssoNotice', method: 'POST', path: '/api/sso/notice', request: z.object({}), response: signInNoticeSchema,
});
