import { defineCall } from './define-call';
import {
  myApplicationDetailRequestSchema, myApplicationDetailSchema, myApplicationsRequestSchema, myApplicationsSchema,
} from '../../schema/my-applications';

/** 我的办件 (ADR 026): the caller's own applications and drafts, and one application's status timeline. */

const BP = '/api/blade-platform';

/** A page of the caller's applications by tab and keyword, with every tab's count. */
export const myApplications = defineCall({
  name: 'myApplications', method: 'POST', path: `${BP}/personInfo/myApplications`,
  request: myApplicationsRequestSchema, response: myApplicationsSchema,
});

/** One of the caller's applications with its steps; another user's id answers like one that does not exist. */
export const myApplicationDetail = defineCall({
  name: 'myApplicationDetail', method: 'POST', path: `${BP}/personInfo/myApplicationDetail`,
  request: myApplicationDetailRequestSchema, response: myApplicationDetailSchema,
});
