import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { robotQuestionRecords, robotQuestions } from '../../../db/schema/robot';
import { AppError } from '../../../http/app-error';
import type { SensitiveWordChecker } from '../../../sensitive-words';
import { randomId } from '../../../../shared/rules/ids';
import type { IsSolveResult, QuestionRecord } from '../../../../shared/schema/robot';
import type { Viewer } from '../../../http/viewer';
import { requireQuestion } from './questions';

type RecordRow = typeof robotQuestionRecords.$inferSelect;

function toRecord(row: RecordRow): QuestionRecord {
  return {
    recordId: row.id,
    question: row.question,
    questionId: row.questionId ?? '',
    solved: row.solved === null ? null : row.solved === 1,
    createdAt: row.createdAt.toISOString(),
  };
}

/** aiquestion/recordQuestion: what the viewer asked (SHELL-10 first) and the question the robot answered with. */
export async function recordQuestion(
  db: Db, checker: SensitiveWordChecker, viewer: Viewer, input: { question: string; questionId: string }, now: Date,
): Promise<QuestionRecord> {
  await checker.assertClean({ tenantId: viewer.tenantId, userId: viewer.userId, text: input.question, source: 'robotQuestion' });
  if (input.questionId !== '') await requireQuestion(db, viewer, input.questionId);
  const [row] = await db.insert(robotQuestionRecords).values({
    id: randomId(), tenantId: viewer.tenantId, userId: viewer.userId, question: input.question,
    questionId: input.questionId === '' ? null : input.questionId, solved: null, createdAt: now,
  }).returning();
  if (!row) throw new AppError('INTERNAL');
  return toRecord(row);
}

/**
 * aiquestion/isSolve: marks the viewer's record solved or unsolved (a change of mind moves the question's counts
 * too), or, without a record, records the answer of `questionId` as solved or not. Another user's record (or, for
 * a visitor, a signed-in user's) answers like an unknown one.
 */
export async function markSolved(
  db: Db, viewer: Viewer, input: { recordId: string; questionId: string; solved: boolean }, now: Date,
): Promise<IsSolveResult> {
  const solved = input.solved ? 1 : 0;
  let row: RecordRow | undefined;
  if (input.recordId === '') {
    if (input.questionId === '') throw new AppError('VALIDATION', { msg: '请选择提问记录或问题', errors: [{ field: 'questionId', msg: '请选择问题' }] });
    const question = await requireQuestion(db, viewer, input.questionId);
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(robotQuestionRecords).values({
        id: randomId(), tenantId: viewer.tenantId, userId: viewer.userId, question: question.question,
        questionId: question.questionId, solved, createdAt: now, solvedAt: now,
      }).returning();
      await bumpCounts(tx, question.questionId, null, solved);
      return inserted;
    });
  } else {
    row = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(robotQuestionRecords)
        .where(and(eq(robotQuestionRecords.id, input.recordId), eq(robotQuestionRecords.tenantId, viewer.tenantId))).for('update');
      if (!found || found.userId !== viewer.userId) throw new AppError('QUESTION_RECORD_NOT_FOUND');
      if (found.solved === solved) return found;
      const [updated] = await tx.update(robotQuestionRecords).set({ solved, solvedAt: now }).where(eq(robotQuestionRecords.id, found.id)).returning();
      if (found.questionId !== null) await bumpCounts(tx, found.questionId, found.solved, solved);
      return updated;
    });
  }
  if (!row) throw new AppError('INTERNAL');
  return { ...toRecord(row), suggestFeedback: solved === 0 };
}

/** Moves one record's vote on a question from `before` (null: none yet) to `after`. */
async function bumpCounts(tx: Tx, questionId: string, before: number | null, after: number): Promise<void> {
  const solvedDelta = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
  const unsolvedDelta = (after === 0 ? 1 : 0) - (before === 0 ? 1 : 0);
  await tx.update(robotQuestions).set({
    solvedCount: sql`greatest(${robotQuestions.solvedCount} + ${solvedDelta}, 0)`,
    unsolvedCount: sql`greatest(${robotQuestions.unsolvedCount} + ${unsolvedDelta}, 0)`,
  }).where(eq(robotQuestions.id, questionId));
}
