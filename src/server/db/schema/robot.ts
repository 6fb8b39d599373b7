import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FeedbackStatus } from '../../../shared/schema/feedback';
import type { QuestionVisibility } from '../../../shared/schema/robot';
import { users } from './auth';
import { tenantColumn } from './core';

/**
 * The help robot: the question-and-answer knowledge base in scenes, the per-tenant version that keeps every
 * instance's in-memory question index current, what users asked and whether it was solved, and the feedback of
 * unsolved questions with the history of its status. The robot's basic config is shell.ts's robot_question_config.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const robotQuestionScenes = pgTable(
  'robot_question_scenes',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    sceneName: varchar('scene_name', { length: 32 }).notNull(),
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('robot_question_scenes_tenant_name_uq').on(t.tenantId, t.sceneName), index('robot_question_scenes_tenant_sort_idx').on(t.tenantId, t.sort)],
);

export const robotQuestions = pgTable(
  'robot_questions',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    sceneId: varchar('scene_id', { length: 32 })
      .notNull()
      .references(() => robotQuestionScenes.id, { onDelete: 'restrict' }),
    question: varchar('question', { length: 200 }).notNull(),
    answer: text('answer').notNull(),
    /** Other words users ask it with; searched like the question. */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Services the answer points to; the answer shows those the caller may see. */
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    visibility: varchar('visibility', { length: 8 }).$type<QuestionVisibility>().notNull().default('public'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** 1 answered by the robot, 0 kept offline. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    solvedCount: integer('solved_count').notNull().default(0),
    unsolvedCount: integer('unsolved_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('robot_questions_tenant_scene_idx').on(t.tenantId, t.sceneId, t.sort),
    // One answer per question in a tenant: two administrators adding the same question at once cannot both succeed.
    uniqueIndex('robot_questions_tenant_question_uq').on(t.tenantId, t.question),
    check('robot_questions_visibility_ck', sql`${t.visibility} in ('public', 'user')`),
    check('robot_questions_status_ck', sql`${t.status} in (0, 1)`),
  ],
);

/** One row per tenant; any change to the knowledge base increments `version` (features/robot/search). */
export const robotIndexVersions = pgTable('robot_index_versions', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** What a user (NULL: a visitor) asked the robot, the question it answered with, and whether that solved it. */
export const robotQuestionRecords = pgTable(
  'robot_question_records',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 32 }).references(() => users.id, { onDelete: 'cascade' }),
    question: varchar('question', { length: 200 }).notNull(),
    questionId: varchar('question_id', { length: 32 }).references(() => robotQuestions.id, { onDelete: 'set null' }),
    /** NULL not yet said, 1 solved, 0 unsolved. */
    solved: smallint('solved'),
    createdAt: at('created_at').notNull().defaultNow(),
    solvedAt: at('solved_at'),
  },
  (t) => [
    index('robot_question_records_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('robot_question_records_user_idx').on(t.userId, t.createdAt),
    check('robot_question_records_solved_ck', sql`${t.solved} is null or ${t.solved} in (0, 1)`),
  ],
);

export const questionFeedbacks = pgTable(
  'question_feedbacks',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sceneId: varchar('scene_id', { length: 32 }).references(() => robotQuestionScenes.id, { onDelete: 'set null' }),
    question: varchar('question', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    contact: varchar('contact', { length: 50 }).notNull().default(''),
    recordId: varchar('record_id', { length: 32 }).references(() => robotQuestionRecords.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<FeedbackStatus>().notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A user's own list, newest first; the administrators' list by status.
    index('question_feedbacks_user_created_idx').on(t.userId, t.createdAt),
    index('question_feedbacks_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    check('question_feedbacks_status_ck', sql`${t.status} in ('pending', 'processing', 'replied', 'closed')`),
  ],
);

/** Every status a feedback went through, the submission first. */
export const questionFeedbackHistory = pgTable(
  'question_feedback_history',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: tenantColumn(),
    feedbackId: varchar('feedback_id', { length: 32 })
      .notNull()
      .references(() => questionFeedbacks.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<FeedbackStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<FeedbackStatus>().notNull(),
    note: text('note').notNull().default(''),
    operatorId: varchar('operator_id', { length: 32 }).references(() => users.id, { onDelete: 'set null' }),
    operatorName: varchar('operator_name', { length: 64 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('question_feedback_history_feedback_idx').on(t.feedbackId, t.createdAt)],
);
