import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { questionFeedbackHistory, questionFeedbacks, robotQuestionRecords, robotQuestionScenes } from '../../../db/schema/robot';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth-types';
import type { SensitiveWordChecker } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import { FEEDBACK_DAILY_LIMIT, type FeedbackDetail, type SaveFeedbackRequest } from '../../../../shared/schema/feedback';
import { schoolToday } from '../../home';
import { feedbackDetail } from './feedback-reads';

/**
 * question/feedBack/saveQuestionFeedbackInfo. Every free text passes SHELL-10 first, outside the transaction, so a
 * refusal still leaves its record; the scene and the robot record must be the caller's tenant's (the record the
 * caller's own). The feedback and its first history entry are written together.
 */
export async function saveFeedback(db: Db, checker: SensitiveWordChecker, user: AuthUser, input: SaveFeedbackRequest, now: Date): Promise<FeedbackDetail> {
  const { tenantId, userId } = user;
  for (const text of [input.question, input.description, input.contact]) {
    if (text !== '') await checker.assertClean({ tenantId, userId, text, source: 'feedback' });
  }
  if (input.sceneId !== '') {
    const [scene] = await db.select({ id: robotQuestionScenes.id }).from(robotQuestionScenes)
      .where(and(eq(robotQuestionScenes.tenantId, tenantId), eq(robotQuestionScenes.id, input.sceneId)));
    if (!scene) throw new AppError('QUESTION_SCENE_NOT_FOUND');
  }
  if (input.recordId !== '') {
    const [record] = await db.select({ userId: robotQuestionRecords.userId }).from(robotQuestionRecords)
      .where(and(eq(robotQuestionRecords.tenantId, tenantId), eq(robotQuestionRecords.id, input.recordId)));
    if (!record || record.userId !== userId) throw new AppError('QUESTION_RECORD_NOT_FOUND');
  }
  // A school day, in the school's time zone (UTC+8 all year).
  const dayStart = new Date(`${schoolToday(now.getTime())}T00:00:00+08:00`);
  const [today] = await db.select({ n: count() }).from(questionFeedbacks)
    .where(and(eq(questionFeedbacks.userId, userId), gte(questionFeedbacks.createdAt, dayStart)));
  if (Number(today?.n ?? 0) >= FEEDBACK_DAILY_LIMIT) throw new AppError('FEEDBACK_DAILY_LIMIT');

  const feedbackId = randomId();
  await db.transaction(async (tx) => {
    await tx.insert(questionFeedbacks).values({
      id: feedbackId, tenantId, userId, sceneId: input.sceneId === '' ? null : input.sceneId, question: input.question,
      description: input.description, contact: input.contact, recordId: input.recordId === '' ? null : input.recordId,
      status: 'pending', reply: '', createdAt: now, updatedAt: now,
    });
    await tx.insert(questionFeedbackHistory).values({
      id: randomId(), tenantId, feedbackId, fromStatus: null, toStatus: 'pending', note: '', operatorId: userId, operatorName: user.nickName, createdAt: now,
    });
  });
  return feedbackDetail(db, { tenantId, userId }, feedbackId);
}
