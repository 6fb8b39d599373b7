import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { createPublishedCache } from '../../drafts/published-cache';
import { registerCall } from '../../http/route';
import * as calls from '../../../shared/api/catalogue/robot';
import { getRobotConfig } from '../shell';
import { createAskLimiter } from './services/ask-limiter';
import { greetFor } from './services/greet';
import { pageKnowledge, removeKnowledge, submitKnowledge } from './services/knowledge-admin';
import { answerQuestion, listQuestionScenes, recommendQuestions, sceneOptions } from './services/questions';
import { markSolved, recordQuestion } from './services/records';
import { searchQuestions } from './services/search-questions';
import { openQuestionEngine } from './search/question-engine';
import { callerViewer } from '../../http/viewer';
import { onImportEnd, registerExportSource } from '../spreadsheet';
import { knowledgeExport } from './export-source';

/** The robot config changes only when an administrator edits it (the shell's ROUTE-05 cache keeps it as long). */
const CONFIG_CACHE_TTL_MS = 30_000;

/**
 * The knowledge base belongs to the help-and-feedback configuration, which the studio places under the service hall
 * (the same menu grants SHELL-10's word list that guards the feedback); there is no separate menu entry for it.
 */
const KNOWLEDGE_MENU = { menu: 'serviceHallConfig' } as const;

/**
 * The help robot (doc2 §7). Every end-user call is public: the panel is on the landing page too and the spec gives
 * these calls one path each; the answer depends on whether a valid token came along (http/viewer.ts).
 */
export async function registerRobotRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator, db, now } = feature;
  const checker = app.sensitiveWords;
  const engine = openQuestionEngine(app, feature);
  const asks = createAskLimiter(now, {
    redis: feature.redis,
    onError: (error) => app.log.error({ err: error }, 'robot ask limit: Redis failed, counting on this instance'),
  });
  const askerOf = (viewer: { userId: string | null }, ip: string) => viewer.userId ?? `ip:${ip}`;
  // The same row, through the same reader, as ROUTE-05's nobody/index/index (shell/services/get-robot-config.ts).
  // Published from the studio (robot/config, area 'robot'): a publish shows on every instance within a second.
  const configs = createPublishedCache({ versions: app.publishedVersions, areas: ['robot'], ttlMs: CONFIG_CACHE_TTL_MS, now, load: (tenantId) => getRobotConfig(db, tenantId) });

  registerCall(app, authenticator, calls.questionBaseInfo, { access: 'public' }, (_input, { request, user }) =>
    configs.get(callerViewer(request, user).tenantId));

  registerCall(app, authenticator, calls.greet, { access: 'public' }, async (_input, { request, user }) => {
    const viewer = callerViewer(request, user);
    return greetFor(await configs.get(viewer.tenantId), user?.nickName ?? '', now());
  });

  registerCall(app, authenticator, calls.recommendList, { access: 'public' }, (input, { request, user }) =>
    recommendQuestions(db, callerViewer(request, user), input.size, input.sceneId));

  registerCall(app, authenticator, calls.questionSceneList, { access: 'public' }, (_input, { request, user }) =>
    listQuestionScenes(db, callerViewer(request, user)));

  registerCall(app, authenticator, calls.questionSceneSelectList, { access: 'public' }, (_input, { request, user }) =>
    sceneOptions(db, callerViewer(request, user).tenantId));

  registerCall(app, authenticator, calls.questionSearch, { access: 'public' }, (input, { request, user }) =>
    searchQuestions(engine, callerViewer(request, user), input));

  registerCall(app, authenticator, calls.wantAnswer, { access: 'public' }, (input, { request, user }) =>
    answerQuestion(db, callerViewer(request, user), input.questionId));

  registerCall(app, authenticator, calls.recordQuestion, { access: 'public' }, async (input, { request, user }) => {
    const viewer = callerViewer(request, user);
    await asks.take(askerOf(viewer, request.ip));
    return recordQuestion(db, checker, viewer, input, new Date(now()));
  });

  registerCall(app, authenticator, calls.isSolve, { access: 'public' }, async (input, { request, user }) => {
    const viewer = callerViewer(request, user);
    await asks.take(askerOf(viewer, request.ip));
    return markSolved(db, viewer, input, new Date(now()));
  });

  registerCall(app, authenticator, calls.knowledgePage, { access: KNOWLEDGE_MENU }, (input, { user }) => pageKnowledge(db, user.tenantId, input));

  registerCall(app, authenticator, calls.knowledgeSubmit, { access: KNOWLEDGE_MENU, msg: '保存成功' }, (input, { user }) =>
    submitKnowledge(db, engine, user.tenantId, input, new Date(now())));

  registerCall(app, authenticator, calls.knowledgeRemove, { access: KNOWLEDGE_MENU, msg: '删除成功' }, (input, { user }) =>
    removeKnowledge(db, engine, user.tenantId, input.questionIds));

  registerExportSource('knowledge', knowledgeExport);
  // A spreadsheet import moved the index version in its slices; every instance hears of it at once.
  onImportEnd(app, 'knowledge', (tenantId) => engine.notify(tenantId));
}
