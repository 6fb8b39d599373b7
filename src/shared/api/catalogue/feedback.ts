import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  advanceFeedbackRequestSchema, feedbackAdminPageRequestSchema, feedbackAdminPageSchema, feedbackDetailSchema, feedbackIdRequestSchema,
  progressPageSchema, progressRequestSchema, progressStatisticsSchema, saveFeedbackRequestSchema,
} from '../../schema/feedback';

/**
 * Feedback of unsolved questions (doc2 §7 "Feedback robot"): signed-in users only; each user reads their own.
 * An administrator (menu serviceHallConfig) lists every feedback of the tenant and advances its status.
 */

const QUESTION = '/api/blade-workbench/question';

/** Submits a question the robot did not solve; every free text passes SHELL-10. */
export const saveQuestionFeedbackInfo = defineCall({
  name: 'saveQuestionFeedbackInfo', method: 'POST', path: `${QUESTION}/feedBack/saveQuestionFeedbackInfo`,
  request: saveFeedbackRequestSchema, response: feedbackDetailSchema,
});

/** The caller's own feedback, newest first. */
export const showProgress = defineCall({
  name: 'questionShowProgress', method: 'POST', path: `${QUESTION}/user/showProgress`, request: progressRequestSchema, response: progressPageSchema,
});

/** How many of the caller's feedback are in each status. */
export const progressStatistics = defineCall({
  name: 'questionProgressStatistics', method: 'POST', path: `${QUESTION}/user/progressStatistics`,
  request: z.object({}), response: progressStatisticsSchema,
});

/** One of the caller's feedback with its history; another user's answers as unknown. */
export const progressDetail = defineCall({
  name: 'questionProgressDetail', method: 'POST', path: `${QUESTION}/user/progressDetail`,
  request: feedbackIdRequestSchema, response: feedbackDetailSchema,
});

/** Administrators: every feedback of the tenant. */
export const feedbackAdminPage = defineCall({
  name: 'questionFeedbackPage', method: 'POST', path: `${QUESTION}/feedBack/page`,
  request: feedbackAdminPageRequestSchema, response: feedbackAdminPageSchema,
});

/** Administrators: one feedback with its history. */
export const feedbackAdminDetail = defineCall({
  name: 'questionFeedbackDetail', method: 'POST', path: `${QUESTION}/feedBack/detail`,
  request: feedbackIdRequestSchema, response: feedbackDetailSchema,
});

/** Administrators: moves a feedback to its next status (FEEDBACK_TRANSITIONS); 'replied' carries the answer. */
export const advanceFeedbackStatus = defineCall({
  name: 'questionFeedbackAdvance', method: 'POST', path: `${QUESTION}/feedBack/advanceStatus`,
  request: advanceFeedbackRequestSchema, response: feedbackDetailSchema,
});
