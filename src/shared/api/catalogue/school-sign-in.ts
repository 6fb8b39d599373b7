import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { handoverRequestSchema, handoverResultSchema, idpLogoutSchema, signInNoticeSchema } from '../../schema/school-sign-in';

/**
 * The login page's calls of a provider sign-in (ADR 022): public (the hand-over and the refusal notice) or a user's
 * (where the browser goes to end the provider's session).
 */

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
