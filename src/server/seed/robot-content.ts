import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/auth';
import { services } from '../db/schema/catalogue';
import {
  questionFeedbackHistory, questionFeedbacks, robotIndexVersions, robotQuestionRecords, robotQuestions, robotQuestionScenes,
} from '../db/schema/robot';
import type { FeedbackStatus } from '../../shared/schema/feedback';
import { CAMPUS_QUESTIONS } from './data/knowledge-base-campus';
import { LIFE_QUESTIONS } from './data/knowledge-base-life';
import { KNOWLEDGE_SCENES, type KnowledgeBase, type KnowledgeEntry, type KnowledgeSceneKey } from './data/knowledge-base-scenes';
import { STUDY_QUESTIONS } from './data/knowledge-base-study';
import { createPrng } from './prng';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const questionSceneId = (tenantId: string, key: string) => `rqs-${tenantId}-${key}`;

/** Every question of the knowledge base with its scene, in scene order. */
export function knowledgeEntries(): Array<KnowledgeEntry & { scene: KnowledgeSceneKey }> {
  const bases: KnowledgeBase[] = [CAMPUS_QUESTIONS, STUDY_QUESTIONS, LIFE_QUESTIONS];
  return KNOWLEDGE_SCENES.flatMap(({ key }) => bases.flatMap((base) => (base[key] ?? []).map((entry) => ({ ...entry, scene: key }))));
}

interface DemoFeedback {
  account: string;
  scene: KnowledgeSceneKey;
  question: string;
  description: string;
  daysAgo: number;
  /** The statuses after the submission, each with the administrator's note. */
  steps: ReadonlyArray<readonly [FeedbackStatus, string]>;
}

/** A few feedback items the demo accounts already sent, so the personal centre shows every status. */
const DEMO_FEEDBACK: readonly DemoFeedback[] = [
  {
    account: 'student', scene: 'card', question: '校园卡补办后原卡余额没有转到新卡', daysAgo: 6,
    description: '上周补办了校园卡，原卡里还有 86 元，新卡显示余额为 0。',
    steps: [['processing', '已转校园卡服务中心核实'], ['replied', '经核实，原卡余额因挂失前有一笔待结算消费未能自动转移，现已人工转入新卡，请刷卡确认。']],
  },
  {
    account: 'student', scene: 'library', question: '希望考试周图书馆延长开放时间', daysAgo: 3,
    description: '期末考试周自习座位紧张，建议闭馆时间延后到 23:30。',
    steps: [['processing', '已转图书馆读者服务部研究']],
  },
  {
    account: 'student', scene: 'dorm', question: '宿舍报修提交三天还没有人上门', daysAgo: 1,
    description: '东区 3 栋 512 卫生间水龙头漏水，报修后一直显示待派单。', steps: [],
  },
  {
    account: 'teacher', scene: 'pay', question: '网上报账系统上传发票总是失败', daysAgo: 12,
    description: '上传 PDF 发票时提示“文件格式错误”。',
    steps: [['processing', '已联系财务处技术支持'], ['replied', '系统仅支持 20 MB 以内的 PDF 和 OFD 发票，超出请压缩后上传；问题已于本周修复。'], ['closed', '']],
  },
];

/**
 * Seeds the robot's knowledge base for one tenant (scenes and 100+ questions, the links to services, view and
 * solved counts) with its index version, and a few demo records and feedback items with their history.
 */
export async function seedRobotContent(tx: Queryable, tenantId: string, now: Date = new Date()): Promise<void> {
  await tx.insert(robotQuestionScenes).values(KNOWLEDGE_SCENES.map((s, i) => ({
    id: questionSceneId(tenantId, s.key), tenantId, sceneName: s.name, icon: s.icon, description: s.description, sort: (i + 1) * 10,
  })));

  const serviceRows = await tx.select({ id: services.serviceId, name: services.serviceName }).from(services).where(eq(services.tenantId, tenantId));
  const serviceByName = new Map(serviceRows.map((s) => [s.name, s.id]));
  const prng = createPrng(`robot:${tenantId}`);
  const entries = knowledgeEntries();
  const questionIds = new Map<string, string>();
  await tx.insert(robotQuestions).values(entries.map((entry, i) => {
    const id = `rq-${tenantId}-${String(i + 1).padStart(3, '0')}`;
    questionIds.set(entry.q, id);
    const views = entry.hot ? prng.int(800, 5000) : prng.int(20, 900);
    return {
      id,
      tenantId,
      sceneId: questionSceneId(tenantId, entry.scene),
      question: entry.q,
      answer: entry.a,
      keywords: [...(entry.keywords ?? [])],
      serviceIds: (entry.services ?? []).map((name) => {
        const serviceId = serviceByName.get(name);
        if (serviceId === undefined) throw new Error(`robot seed: question “${entry.q}” names an unknown service ${name}`);
        return serviceId;
      }),
      visibility: entry.user ? 'user' as const : 'public' as const,
      isRecommended: entry.hot === true,
      sort: i + 1,
      viewCount: views,
      solvedCount: Math.floor(views * (0.55 + prng.next() * 0.3)),
      unsolvedCount: Math.floor(views * prng.next() * 0.08),
      createdAt: new Date(now.getTime() - prng.int(30, 400) * DAY_MS),
      updatedAt: new Date(now.getTime() - prng.int(1, 29) * DAY_MS),
    };
  }));
  await tx.insert(robotIndexVersions).values({ tenantId, version: 1, updatedAt: now });

  const accounts = [...new Set(DEMO_FEEDBACK.map((f) => f.account))];
  const people = await tx.select({ id: users.id, account: users.account, realName: users.realName }).from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.account, accounts)));
  const [admin] = await tx.select({ id: users.id, realName: users.realName }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'admin')));
  for (const [n, f] of DEMO_FEEDBACK.entries()) {
    const person = people.find((p) => p.account === f.account);
    if (!person) continue;
    const submittedAt = new Date(now.getTime() - f.daysAgo * DAY_MS);
    const recordId = `rqr-${tenantId}-${n + 1}`;
    const feedbackId = `fb-${tenantId}-${n + 1}`;
    const at = (k: number) => new Date(submittedAt.getTime() + (k + 1) * 5 * HOUR_MS);
    const last = f.steps.at(-1);
    const reply = f.steps.find(([status]) => status === 'replied')?.[1] ?? '';
    await tx.insert(robotQuestionRecords).values({
      id: recordId, tenantId, userId: person.id, question: f.question, questionId: null, solved: 0,
      createdAt: new Date(submittedAt.getTime() - 60_000), solvedAt: submittedAt,
    });
    await tx.insert(questionFeedbacks).values({
      id: feedbackId, tenantId, userId: person.id, sceneId: questionSceneId(tenantId, f.scene), question: f.question,
      description: f.description, contact: '', recordId, status: last?.[0] ?? 'pending', reply,
      createdAt: submittedAt, updatedAt: f.steps.length > 0 ? at(f.steps.length - 1) : submittedAt,
    });
    let from: FeedbackStatus = 'pending';
    await tx.insert(questionFeedbackHistory).values([
      { id: `${feedbackId}-0`, tenantId, feedbackId, fromStatus: null, toStatus: 'pending', note: '', operatorId: person.id, operatorName: person.realName, createdAt: submittedAt },
      ...f.steps.map(([status, note], k) => {
        const row = {
          id: `${feedbackId}-${k + 1}`, tenantId, feedbackId, fromStatus: from, toStatus: status, note,
          operatorId: admin?.id ?? null, operatorName: admin?.realName ?? '管理员', createdAt: at(k),
        };
        from = status;
        return row;
      }),
    ]);
  }
}
