import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  canUserRateSchema, myRatingSchema, quickLabelSchema, quickScoreLabelsRequestSchema, rateDetailRequestSchema, rateDetailSchema,
  rateServiceRequestSchema, sensitiveWordListRequestSchema, sensitiveWordPageSchema, sensitiveWordRemoveSchema, sensitiveWordSchema,
  sensitiveWordSubmitSchema, serviceIdRequestSchema,
} from '../../schema/ratings';

/** Ratings of services (doc2 §7) and SHELL-10's sensitive-word list. */

const SERVER_CENTER = '/api/blade-workbench/serverCenter';

/** Rates one use of a service; the comment passes the sensitive-word check (SHELL-10). */
export const rateService = defineCall({
  name: 'rateService', method: 'POST', path: `${SERVER_CENTER}/rateService`,
  request: rateServiceRequestSchema, response: myRatingSchema,
});

export const canUserRate = defineCall({
  name: 'canUserRate', method: 'POST', path: `${SERVER_CENTER}/canUserRate`,
  request: serviceIdRequestSchema, response: canUserRateSchema,
});

export const quickScoreLabels = defineCall({
  name: 'quickScoreLabels', method: 'POST', path: `${SERVER_CENTER}/quickScoreLabels`,
  request: quickScoreLabelsRequestSchema, response: z.array(quickLabelSchema),
});

/** Public: anyone may read a service's ratings (for a visitor, only of services for everyone). */
export const serviceRateDetail = defineCall({
  name: 'serviceRateDetail', method: 'POST', path: '/api/blade-workbench/nobody/serverCenter/serviceRateDetail',
  request: rateDetailRequestSchema, response: rateDetailSchema,
});

/** The platform base's name for rateService. */
export const giveScore = defineCall({
  name: 'giveScore', method: 'POST', path: '/api/blade-platform/serverCenter/giveScore',
  request: rateServiceRequestSchema, response: myRatingSchema,
});

/** The caller's own ratings of a service, newest first. */
export const checkScore = defineCall({
  name: 'checkScore', method: 'POST', path: '/api/blade-platform/serverCenter/checkScore',
  request: serviceIdRequestSchema, response: z.array(myRatingSchema),
});

const SENSITIVE = '/api/blade-workbench/sensitiveWord';

export const sensitiveWordList = defineCall({
  name: 'sensitiveWordList', method: 'POST', path: `${SENSITIVE}/list`,
  request: sensitiveWordListRequestSchema, response: sensitiveWordPageSchema,
});

export const sensitiveWordSubmit = defineCall({
  name: 'sensitiveWordSubmit', method: 'POST', path: `${SENSITIVE}/submit`,
  request: sensitiveWordSubmitSchema, response: sensitiveWordSchema,
});

export const sensitiveWordRemove = defineCall({
  name: 'sensitiveWordRemove', method: 'POST', path: `${SENSITIVE}/remove`,
  request: sensitiveWordRemoveSchema, response: z.object({ removed: z.number() }),
});
