import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { users } from '../../../db/schema/auth';
import { questionFeedbackHistory, questionFeedbacks, robotQuestionScenes } from '../../../db/schema/robot';
import { AppError } from '../../../http/app-error';
import {
  FEEDBACK_STATUS_NAMES, FEEDBACK_STATUSES, type FeedbackAdminItem, type FeedbackDetail, type FeedbackStatus, type FeedbackSummary,
  type FeedbackSortField, type ProgressStatistics,
} from '../../../../shared/schema/feedback';
import type { SortOrder } from '../../../../shared/schema/list-sort';
import { containsPattern } from '../../../db/like';

/** Reads of feedback: a user's own (every read is scoped to the caller) and the administrators' of the tenant. */

const summaryColumns = {
  feedbackId: questionFeedbacks.id,
  question: questionFeedbacks.question,
  sceneId: questionFeedbacks.sceneId,
  sceneName: robotQuestionScenes.sceneName,
  status: questionFeedbacks.status,
  reply: questionFeedbacks.reply,
  createdAt: questionFeedbacks.createdAt,
  updatedAt: questionFeedbacks.updatedAt,
};

type SummaryRow = { feedbackId: string; question: string; sceneId: string | null; sceneName: string | null; status: FeedbackStatus; reply: string; createdAt: Date; updatedAt: Date };

function toSummary(r: SummaryRow): FeedbackSummary {
  return {
    feedbackId: r.feedbackId,
    question: r.question,
    sceneId: r.sceneId ?? '',
    sceneName: r.sceneName ?? '',
    status: r.status,
    statusName: FEEDBACK_STATUS_NAMES[r.status],
    hasReply: r.reply !== '',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const sceneJoin = eq(robotQuestionScenes.id, questionFeedbacks.sceneId);
/** Who may read a feedback: its submitter (`userId`), or any administrator of its tenant (`userId` null). */
export interface FeedbackScope {
  tenantId: string;
  userId: string | null;
}

function scoped(scope: FeedbackScope): SQL {
  const tenant = eq(questionFeedbacks.tenantId, scope.tenantId);
  return scope.userId === null ? tenant : (and(tenant, eq(questionFeedbacks.userId, scope.userId)) as SQL);
}

/** One feedback with its history, oldest change first; outside the scope it answers like an unknown id. */
export async function feedbackDetail(db: Queryable, scope: FeedbackScope, feedbackId: string): Promise<FeedbackDetail> {
  const [row] = await db.select({
    ...summaryColumns, description: questionFeedbacks.description, contact: questionFeedbacks.contact, recordId: questionFeedbacks.recordId,
  }).from(questionFeedbacks).leftJoin(robotQuestionScenes, sceneJoin)
    .where(and(scoped(scope), eq(questionFeedbacks.id, feedbackId)));
  if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
  const history = await db.select().from(questionFeedbackHistory)
    .where(eq(questionFeedbackHistory.feedbackId, row.feedbackId))
    .orderBy(asc(questionFeedbackHistory.createdAt), asc(questionFeedbackHistory.id));
  return {
    ...toSummary(row),
    description: row.description,
    contact: row.contact,
    reply: row.reply,
    recordId: row.recordId ?? '',
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      statusName: FEEDBACK_STATUS_NAMES[h.toStatus],
      note: h.note,
      operatorName: h.operatorName,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/** question/user/showProgress: the caller's feedback, newest first. */
export async function pageOwnFeedback(db: Queryable, scope: FeedbackScope & { userId: string }, input: { status: FeedbackStatus | ''; current: number; size: number }) {
  const where = input.status === '' ? scoped(scope) : and(scoped(scope), eq(questionFeedbacks.status, input.status));
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(questionFeedbacks).leftJoin(robotQuestionScenes, sceneJoin).where(where)
      .orderBy(desc(questionFeedbacks.createdAt), desc(questionFeedbacks.id)).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(questionFeedbacks).where(where),
  ]);
  return { records: rows.map(toSummary), total: Number(total?.n ?? 0), current: input.current, size: input.size };
}

/** question/user/progressStatistics: the caller's feedback by status. */
export async function countOwnFeedback(db: Queryable, scope: FeedbackScope & { userId: string }): Promise<ProgressStatistics> {
  const rows = await db.select({ status: questionFeedbacks.status, n: count() }).from(questionFeedbacks).where(scoped(scope)).groupBy(questionFeedbacks.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const stats: ProgressStatistics = { total: 0, pending: 0, processing: 0, replied: 0, closed: 0 };
  for (const status of FEEDBACK_STATUSES) {
    stats[status] = by.get(status) ?? 0;
    stats.total += stats[status];
  }
  return stats;
}

interface TenantFeedbackInput {
  status: FeedbackStatus | '';
  keyword: string;
  sort?: FeedbackSortField | undefined;
  order: SortOrder;
  current: number;
  size: number;
}

/** The column under each sortable field of the list: a fixed map, never a column named by the request. */
const SORT_COLUMNS: Record<FeedbackSortField, AnyColumn | SQL> = {
  question: questionFeedbacks.question,
  // The statuses' own order (待处理 → 处理中 → 已回复 → 已关闭), not their English keys' alphabetical one.
  status: sql`array_position(${sql.raw(`ARRAY[${FEEDBACK_STATUSES.map((s) => `'${s}'`).join(',')}]`)}::text[], ${questionFeedbacks.status}::text)`,
  sceneName: robotQuestionScenes.sceneName,
  userName: users.realName,
  createdAt: questionFeedbacks.createdAt,
};

/**
 * The administrators' list: every feedback of the tenant with the submitter, by the chosen column and then newest
 * first (the id breaking ties, so pages never overlap).
 */
export async function pageTenantFeedback(db: Queryable, tenantId: string, input: TenantFeedbackInput) {
  const conditions: SQL[] = [eq(questionFeedbacks.tenantId, tenantId)];
  if (input.status !== '') conditions.push(eq(questionFeedbacks.status, input.status));
  if (input.keyword !== '') {
    const pattern = containsPattern(input.keyword);
    conditions.push(or(ilike(questionFeedbacks.question, pattern), ilike(questionFeedbacks.description, pattern), ilike(users.realName, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select({ ...summaryColumns, userName: users.realName, account: users.account }).from(questionFeedbacks)
      .innerJoin(users, eq(users.id, questionFeedbacks.userId)).leftJoin(robotQuestionScenes, sceneJoin).where(where)
      .orderBy(...(input.sort === undefined ? [] : [(input.order === 'DESC' ? desc : asc)(SORT_COLUMNS[input.sort])]),
        desc(questionFeedbacks.createdAt), desc(questionFeedbacks.id))
      .limit(input.size).offset((input.current - 1) * input.size),
    db.select({ n: count() }).from(questionFeedbacks).innerJoin(users, eq(users.id, questionFeedbacks.userId)).where(where),
  ]);
  const records: FeedbackAdminItem[] = rows.map((r) => ({ ...toSummary(r), userName: r.userName, account: r.account }));
  return { records, total: Number(total?.n ?? 0), current: input.current, size: input.size };
}
