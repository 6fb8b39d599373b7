import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { questionFeedbackHistory, questionFeedbacks } from '../../../db/schema/robot';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import { randomId } from '../../../../shared/rules/ids';
import { FEEDBACK_TRANSITIONS, type AdvanceFeedbackRequest, type FeedbackDetail } from '../../../../shared/schema/feedback';
import { feedbackDetail } from './feedback-reads';

/**
 * An administrator moves a feedback of their tenant to its next status (FEEDBACK_TRANSITIONS). 'replied' needs the
 * answer, which the submitter then reads; every change is kept in the history with who made it. The row is locked,
 * so two administrators acting at once cannot both move it from the same status.
 */
export async function advanceFeedback(db: Db, admin: AuthUser, input: AdvanceFeedbackRequest, now: Date): Promise<FeedbackDetail> {
  if (input.status === 'replied' && input.note === '') {
    throw new AppError('VALIDATION', { msg: '请填写答复内容', errors: [{ field: 'note', msg: '请填写答复内容' }] });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: questionFeedbacks.status }).from(questionFeedbacks)
      .where(and(eq(questionFeedbacks.tenantId, admin.tenantId), eq(questionFeedbacks.id, input.feedbackId))).for('update');
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    if (!FEEDBACK_TRANSITIONS[row.status].includes(input.status)) throw new AppError('FEEDBACK_STATUS_INVALID');
    await tx.update(questionFeedbacks)
      .set({ status: input.status, updatedAt: now, ...(input.status === 'replied' ? { reply: input.note } : {}) })
      .where(eq(questionFeedbacks.id, input.feedbackId));
    await tx.insert(questionFeedbackHistory).values({
      id: randomId(), tenantId: admin.tenantId, feedbackId: input.feedbackId, fromStatus: row.status, toStatus: input.status,
      note: input.note, operatorId: admin.userId, operatorName: admin.nickName, createdAt: now,
    });
  });
  return feedbackDetail(db, { tenantId: admin.tenantId, userId: null }, input.feedbackId);
}
