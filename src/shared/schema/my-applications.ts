import { z } from 'zod/mini';

/**
 * 我的办件 (ADR 026): the caller's own applications, read from the process records the to-do card and the
 * efficiency pages read, and their drafts (the 暂存表 rows). Only ever the caller's own: no request names a user.
 */

const int = () => z.number().check(z.int());
const id = z.string().check(z.minLength(1), z.maxLength(32));

/** The list's tabs: 办理中 / 已办结 / 已驳回 / 草稿, and 全部 (withdrawn applications show only there). */
export const APPLICATION_FILTERS = ['all', 'running', 'done', 'rejected', 'draft'] as const;
const applicationFilterSchema = z.enum(APPLICATION_FILTERS);
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>;

/**
 * What an application is now. 'returned': sent back to the applicant to change and resubmit (ADR 024); it shows
 * under 草稿 through its 暂存表 row. 'draft': a 暂存表 row, saved and never submitted.
 */
const applicationStatusSchema = z.enum(['running', 'returned', 'done', 'rejected', 'withdrawn', 'draft']);

export const KEYWORD_MAX = 50;

export const myApplicationsRequestSchema = z.object({
  status: z._default(applicationFilterSchema, 'all'),
  /** Matches the application's title or its service's name. */
  keyword: z._default(z.string().check(z.trim(), z.maxLength(KEYWORD_MAX, `关键词不能超过 ${KEYWORD_MAX} 个字符`)), ''),
  current: z._default(z.number().check(z.int(), z.gte(1)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(50, '每页最多 50 条')), 10),
});

const applicationSummarySchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  title: z.string(),
  /** The service applied for; '' for a draft (its form is named by title). */
  serviceName: z.string(),
  /** The department that owns the service; '' for a draft. */
  deptName: z.string(),
  /** Submitted (or, for a draft, saved) at, ISO 8601. */
  startedAt: z.string(),
  /** Finished, rejected or withdrawn at; '' while it runs and for a draft. */
  endedAt: z.string(),
  /** The step waiting now ('' when none); for a draft, what the draft holds, as "label：value" parts. */
  currentStep: z.string(),
  /** The waiting step ran past its time limit. */
  overdue: z.boolean(),
  /** Where the user sees it in its business system, or resumes a draft ('' = none). */
  url: z.string(),
  /** A draft that is a returned application: that application's id (its timeline); '' otherwise. */
  processId: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

const applicationCountsSchema = z.object({ all: int(), running: int(), done: int(), rejected: int(), draft: int() });
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

export const myApplicationsSchema = z.object({
  records: z.array(applicationSummarySchema),
  total: int(),
  current: int(),
  size: int(),
  /** Per tab, for the caller's whole record (the keyword narrows the list only). */
  counts: applicationCountsSchema,
});
export type MyApplications = z.infer<typeof myApplicationsSchema>;

/** An application's id (a returned draft names its application by processId). */
export const myApplicationDetailRequestSchema = z.object({ id });

/** 'returned' / 'cancelled': the step ended as the application was returned or withdrawn (ADR 024). */
const stepResultSchema = z.enum(['pending', 'approved', 'rejected', 'returned', 'cancelled']);

/** One step of an application's timeline. */
const applicationStepSchema = z.object({
  seq: int(),
  nodeName: z.string(),
  handlerName: z.string(),
  deptName: z.string(),
  startedAt: z.string(),
  /** '' while the step waits. */
  endedAt: z.string(),
  result: stepResultSchema,
  /** The handler's opinion; '' when none was given. */
  opinion: z.string(),
  /** Hours allowed; 0 = no limit. */
  timeLimitHours: int(),
  /** Ran (or runs) past startedAt + the limit. */
  overdue: z.boolean(),
});

export const myApplicationDetailSchema = z.object({
  application: applicationSummarySchema,
  steps: z.array(applicationStepSchema),
});
export type MyApplicationDetail = z.infer<typeof myApplicationDetailSchema>;
