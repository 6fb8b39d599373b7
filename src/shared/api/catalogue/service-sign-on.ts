import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { combLoginAnswerSchema, combLoginRequestSchema, combStrAnswerSchema } from '../../schema/service-sign-on';

/** OPEN-02: a fresh combination value for the signed-in user, kept in session storage under 'combStr'. */
export const getCombStr = defineCall({
  name: 'getCombStr', method: 'POST', path: '/api/blade-workbench/weixin/getCombStr',
  request: z.object({}), response: combStrAnswerSchema,
});

/**
 * doc1 §7's combined sign-in to the micro service: a service trades the combStr it was opened with for the user
 * (server to server; a visitor path, since the caller is the service, not a portal user).
 */
export const combLoginToMicroService = defineCall({
  name: 'combLoginToMicroService', method: 'POST', path: '/api/blade-workbench/nobody/weixin/combLoginToMicroService',
  request: combLoginRequestSchema, response: combLoginAnswerSchema,
});
