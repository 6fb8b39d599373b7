import { z } from 'zod/mini';
import { defineCall } from './define-call';
import {
  answerSchema, greetSchema, isSolveRequestSchema, isSolveResultSchema, knowledgeItemSchema, knowledgePageRequestSchema,
  knowledgePageSchema, knowledgeRemoveSchema, knowledgeSubmitSchema, questionBriefSchema, questionRecordSchema,
  questionSceneSchema, questionSearchRequestSchema, questionSearchResultSchema, recommendRequestSchema, recordQuestionRequestSchema,
  robotBaseInfoSchema, sceneOptionSchema, wantAnswerRequestSchema,
} from '../../schema/robot';

/**
 * The help robot (doc2 §7 "Feedback robot"). The panel is on the landing page too, and the spec gives each of
 * these calls one path only (no nobody form), so they serve visitors as well: a visitor gets the questions for
 * everyone, a signed-in user also those for signed-in users. Feedback (feedback.ts) needs a signed-in user.
 */

const WB = '/api/blade-workbench';
const empty = z.object({});

export const greet = defineCall({
  name: 'aiquestionGreet', method: 'GET', path: `${WB}/aiquestion/greet`, request: empty, response: greetSchema,
});

export const recommendList = defineCall({
  name: 'aiquestionRecommendList', method: 'GET', path: `${WB}/aiquestion/recommendLIst`,
  request: recommendRequestSchema, response: z.array(questionBriefSchema),
});

/** The answer of one question; counts a view. */
export const wantAnswer = defineCall({
  name: 'aiquestionWantAnswer', method: 'GET', path: `${WB}/aiquestion/wantAnswer`, request: wantAnswerRequestSchema, response: answerSchema,
});

/** The knowledge-base search: Chinese text, pinyin, initials, synonyms, one typo, answers, partial sentences. */
export const questionSearch = defineCall({
  name: 'aiquestionLuceneSearch', method: 'POST', path: `${WB}/aiquestion/lucene/search`,
  request: questionSearchRequestSchema, response: questionSearchResultSchema,
});

/** Whether the answer solved the question. */
export const isSolve = defineCall({
  name: 'aiquestionIsSolve', method: 'POST', path: `${WB}/aiquestion/isSolve`, request: isSolveRequestSchema, response: isSolveResultSchema,
});

/** Records what the user asked (SHELL-10 applies to the text). */
export const recordQuestion = defineCall({
  name: 'aiquestionRecordQuestion', method: 'POST', path: `${WB}/aiquestion/recordQuestion`,
  request: recordQuestionRequestSchema, response: questionRecordSchema,
});

/** Question scenes with the number of questions the caller may see; scenes without any are left out. */
export const questionSceneList = defineCall({
  name: 'questionSceneList', method: 'GET', path: `${WB}/questionScene/list`, request: empty, response: z.array(questionSceneSchema),
});

/** Every scene as an option (the feedback form's scene field). */
export const questionSceneSelectList = defineCall({
  name: 'questionSceneSelectList', method: 'GET', path: `${WB}/questionScene/selectList`, request: empty, response: z.array(sceneOptionSchema),
});

/** The robot's basic config: the same row as ROUTE-05's nobody/index/index. */
export const questionBaseInfo = defineCall({
  name: 'questionbasicconfigBaseInfo', method: 'GET', path: `${WB}/questionbasicconfig/baseInfo`, request: empty, response: robotBaseInfoSchema,
});

// --- The knowledge base, for administrators (menu serviceHallConfig) ----------------------------------------------

const KNOWLEDGE = `${WB}/question/knowledge`;

export const knowledgePage = defineCall({
  name: 'questionKnowledgePage', method: 'POST', path: `${KNOWLEDGE}/page`, request: knowledgePageRequestSchema, response: knowledgePageSchema,
});

export const knowledgeSubmit = defineCall({
  name: 'questionKnowledgeSubmit', method: 'POST', path: `${KNOWLEDGE}/submit`, request: knowledgeSubmitSchema, response: knowledgeItemSchema,
});

export const knowledgeRemove = defineCall({
  name: 'questionKnowledgeRemove', method: 'POST', path: `${KNOWLEDGE}/remove`, request: knowledgeRemoveSchema,
  response: z.object({ removed: z.number() }),
});
