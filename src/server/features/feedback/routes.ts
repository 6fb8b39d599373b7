import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/feedback';
import { advanceFeedback } from './services/advance-feedback';
import { countOwnFeedback, feedbackDetail, pageOwnFeedback, pageTenantFeedback } from './services/feedback-reads';
import { saveFeedback } from './services/save-feedback';
import { registerExportSource } from '../spreadsheet';
import { feedbackExport } from './export-source';

/**
 * Feedback is handled in the help-and-feedback configuration, which the studio places under the service hall
 * (the menu that also grants SHELL-10's word list); there is no separate menu entry for it.
 */
const FEEDBACK_MENU = { menu: 'serviceHallConfig' } as const;

/** Feedback of unsolved questions (doc2 §7): signed-in users submit and follow their own; administrators advance them. */
export async function registerFeedbackRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const checker = app.sensitiveWords;
  const own = (user: { tenantId: string; userId: string }) => ({ tenantId: user.tenantId, userId: user.userId });

  registerCall(app, authenticator, calls.saveQuestionFeedbackInfo, { access: 'user', msg: '提交成功' }, (input, { user }) =>
    saveFeedback(db, checker, user, input, new Date(now())));

  registerCall(app, authenticator, calls.showProgress, { access: 'user' }, (input, { user }) => pageOwnFeedback(db, own(user), input));

  registerCall(app, authenticator, calls.progressStatistics, { access: 'user' }, (_input, { user }) => countOwnFeedback(db, own(user)));

  registerCall(app, authenticator, calls.progressDetail, { access: 'user' }, (input, { user }) => feedbackDetail(db, own(user), input.feedbackId));

  registerCall(app, authenticator, calls.feedbackAdminPage, { access: FEEDBACK_MENU }, (input, { user }) => pageTenantFeedback(db, user.tenantId, input));

  registerCall(app, authenticator, calls.feedbackAdminDetail, { access: FEEDBACK_MENU }, (input, { user }) =>
    feedbackDetail(db, { tenantId: user.tenantId, userId: null }, input.feedbackId));

  registerCall(app, authenticator, calls.advanceFeedbackStatus, { access: FEEDBACK_MENU, msg: '处理成功' }, (input, { user }) =>
    advanceFeedback(db, user, input, new Date(now())));

  registerExportSource('feedback', feedbackExport);
}
