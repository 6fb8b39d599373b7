import { z } from 'zod/mini';
import { sortFieldSchema, sortOrderSchema } from './list-sort';

/**
 * Feedback of questions the robot did not solve (doc2 §7 "Feedback robot"): a signed-in user submits it
 * (saveQuestionFeedbackInfo, SHELL-10 on every free text), follows their own (showProgress, progressStatistics,
 * progressDetail), and an administrator advances its status, each change kept in its history.
 */

const int = () => z.number().check(z.int());
const id = (what: string) => z.string().check(z.trim(), z.minLength(1, `请选择${what}`), z.maxLength(32, '编号不能超过 32 个字符'));
const optionalId = z._default(z.string().check(z.trim(), z.maxLength(32, '编号不能超过 32 个字符')), '');
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
const current = z._default(int().check(z.gte(1, '页码从 1 开始')), 1);
const size = z._default(int().check(z.gte(1, '每页至少 1 条'), z.lte(100, '每页最多 100 条')), 10);

export const FEEDBACK_STATUSES = ['pending', 'processing', 'replied', 'closed'] as const;
const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const FEEDBACK_STATUS_NAMES: Readonly<Record<FeedbackStatus, string>> = {
  pending: '待受理',
  processing: '处理中',
  replied: '已答复',
  closed: '已关闭',
};

/**
 * Where an administrator may move a feedback from each status: it is accepted, answered, then closed; one that
 * needs no answer (a duplicate, or no longer relevant) may be closed from any open status. Closed is final.
 */
export const FEEDBACK_TRANSITIONS: Readonly<Record<FeedbackStatus, readonly FeedbackStatus[]>> = {
  pending: ['processing', 'closed'],
  processing: ['replied', 'closed'],
  replied: ['closed'],
  closed: [],
};

export const FEEDBACK_QUESTION_MAX = 100;
export const FEEDBACK_DESCRIPTION_MAX = 1000;
/** Feedback a user may submit per day: enough for anyone, a bound for a script. */
export const FEEDBACK_DAILY_LIMIT = 20;

export const saveFeedbackRequestSchema = z.object({
  /** The question as the user puts it. */
  question: text(FEEDBACK_QUESTION_MAX, '问题').check(z.minLength(2, '请填写您的问题（至少 2 个字）')),
  description: z._default(text(FEEDBACK_DESCRIPTION_MAX, '问题描述'), ''),
  /** A phone number or e-mail address for a reply outside the portal; optional. */
  contact: z._default(text(50, '联系方式').check(z.refine((v) => v === '' || /^[0-9+\-\s()]{5,20}$|^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '请填写正确的手机号、电话或邮箱')), ''),
  sceneId: optionalId,
  /** The robot's record of the unsolved question (recordQuestion / isSolve), when the feedback comes from the chat. */
  recordId: optionalId,
});
export type SaveFeedbackRequest = z.output<typeof saveFeedbackRequestSchema>;

const feedbackSummarySchema = z.object({
  feedbackId: z.string(),
  question: z.string(),
  sceneId: z.string(),
  sceneName: z.string(),
  status: feedbackStatusSchema,
  statusName: z.string(),
  hasReply: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

const feedbackHistoryEntrySchema = z.object({
  /** null for the submission itself. */
  fromStatus: z.nullable(feedbackStatusSchema),
  toStatus: feedbackStatusSchema,
  statusName: z.string(),
  note: z.string(),
  /** Who made the change: the submitter's own name for the submission, '管理员' or the administrator's name after. */
  operatorName: z.string(),
  createdAt: z.string(),
});

export const feedbackDetailSchema = z.extend(feedbackSummarySchema, {
  description: z.string(),
  contact: z.string(),
  /** The administrator's answer; '' until replied. */
  reply: z.string(),
  /** The robot record it came from; '' when submitted directly. */
  recordId: z.string(),
  /** Oldest first. */
  history: z.array(feedbackHistoryEntrySchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

/** showProgress: the caller's own feedback, newest first. */
export const progressRequestSchema = z.object({
  status: z._default(z.enum([...FEEDBACK_STATUSES, '']), ''),
  current,
  size,
});

export const progressPageSchema = z.object({ records: z.array(feedbackSummarySchema), total: int(), current: int(), size: int() });

export const progressStatisticsSchema = z.object({
  total: int(),
  pending: int(),
  processing: int(),
  replied: int(),
  closed: int(),
});
export type ProgressStatistics = z.infer<typeof progressStatisticsSchema>;

export const feedbackIdRequestSchema = z.object({ feedbackId: id('反馈') });

// ---------------------------------------------------------------------------------------------------------------
// Administrators (serviceHallConfig)
// ---------------------------------------------------------------------------------------------------------------

/** The administrators' feedback list's sortable columns (userName: the submitter). */
export const FEEDBACK_SORT_FIELDS = ['question', 'status', 'sceneName', 'userName', 'createdAt'] as const;
export type FeedbackSortField = (typeof FEEDBACK_SORT_FIELDS)[number];

export const feedbackAdminPageRequestSchema = z.object({
  status: z._default(z.enum([...FEEDBACK_STATUSES, '']), ''),
  keyword: z._default(text(50, '搜索关键词'), ''),
  /** Absent: newest first. */
  sort: sortFieldSchema(FEEDBACK_SORT_FIELDS),
  order: sortOrderSchema,
  current,
  size,
});

const feedbackAdminItemSchema = z.extend(feedbackSummarySchema, {
  /** The submitter as the administrator sees them. */
  userName: z.string(),
  account: z.string(),
});
export type FeedbackAdminItem = z.infer<typeof feedbackAdminItemSchema>;

export const feedbackAdminPageSchema = z.object({ records: z.array(feedbackAdminItemSchema), total: int(), current: int(), size: int() });

export const advanceFeedbackRequestSchema = z.object({
  feedbackId: id('反馈'),
  status: feedbackStatusSchema,
  /** The answer when the status becomes 'replied' (required then); a remark otherwise. */
  note: z._default(text(FEEDBACK_DESCRIPTION_MAX, '处理说明'), ''),
});
export type AdvanceFeedbackRequest = z.output<typeof advanceFeedbackRequestSchema>;
