import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { defineStudioCalls } from './studio-config';
import {
  connectionTestSchema, schoolSignInDocumentSchema, schoolSignInPreviewSchema, schoolSignInSubmitSchema, schoolSignInViewSchema,
} from '../../schema/school-sign-in-config';

/** The sign-in configuration area (ADR 022), granted by the configuration menu identityAuthConfig. */

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
