import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { casSessionDataSchema, casTicketRequestSchema, sessionExpirationSchema } from '../../schema/session';

export const getSessionValidTime = defineCall({
  name: 'getSessionValidTime', method: 'POST', path: '/api/blade-workbench/nobody/cas/getSessionValidTime',
  request: casTicketRequestSchema, response: casSessionDataSchema, answer: 'codeData',
});

export const updateSessionValidTime = defineCall({
  name: 'updateSessionValidTime', method: 'POST', path: '/api/blade-workbench/nobody/cas/updateSessionValidTime',
  request: casTicketRequestSchema, response: casSessionDataSchema, answer: 'codeData',
});

export const removeSessionValidTime = defineCall({
  name: 'removeSessionValidTime', method: 'POST', path: '/api/blade-workbench/nobody/cas/removeSessionValidTime',
  request: casTicketRequestSchema, response: z.null(), answer: 'codeData',
});

/** The static session-expiration JSON, fetched with a timestamp (doc2 §7). Served as-is, no envelope. */
export const SESSION_EXPIRATION_PATH = '/static/session-expiration.json';
export { sessionExpirationSchema };
