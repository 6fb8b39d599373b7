import { defineCall } from './define-call';
import { openCheckAnswerSchema, openCheckRequestSchema } from '../../schema/open-check';

/** ADR 031: does the address of a service, to-do or 暂存表 row answer? Asked just before opening it. */
export const checkOpenAddress = defineCall({
  name: 'checkOpenAddress', method: 'POST', path: '/api/blade-workbench/openCheck/address',
  request: openCheckRequestSchema, response: openCheckAnswerSchema,
});
