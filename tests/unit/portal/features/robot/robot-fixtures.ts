import type { Answer, QuestionBrief, QuestionHit, QuestionScene } from '../../../../../src/shared/schema/robot';
import type { FeedbackDetail } from '../../../../../src/shared/schema/feedback';
import type { Handler } from '../../../../support/portal-harness';

const brief = (questionId: string, question: string, sceneId = 's1', sceneName = '请假与考勤'): QuestionBrief => ({ questionId, question, sceneId, sceneName });

const hit = (b: QuestionBrief, matchedBy: QuestionHit['matchedBy'] = 'pinyin'): QuestionHit => ({ ...b, matchedBy, snippet: '' });

const leave = brief('q1', '学生如何请假？');
const leaveCancel = brief('q2', '请假后如何销假？');
const leaveLong = brief('q3', '请长假需要哪些材料？');

export const leaveAnswer: Answer = {
  ...leave,
  answer: '登录网上服务大厅，进入“学生请假”服务填写申请。\n辅导员审批后生效，<b>离校前</b>请确认审批结果。',
  services: [],
  related: [leaveLong],
};

const scenes: QuestionScene[] = [
  { sceneId: 's1', sceneName: '请假与考勤', icon: '', description: '', questionCount: 3 },
  { sceneId: 's2', sceneName: '空场景', icon: '', description: '', questionCount: 0 },
];

export function feedbackDetail(extra: Partial<FeedbackDetail> = {}): FeedbackDetail {
  return {
    feedbackId: 'f1', question: '学生如何请假？', sceneId: 's1', sceneName: '请假与考勤', status: 'pending', statusName: '待受理',
    hasReply: false, createdAt: '2026-11-21T08:30:00.000Z', updatedAt: '2026-11-21T08:30:00.000Z',
    description: '', contact: '', reply: '', recordId: 'r1',
    history: [{ fromStatus: null, toStatus: 'pending', statusName: '待受理', note: '', operatorName: '王老师', createdAt: '2026-11-21T08:30:00.000Z' }],
    ...extra,
  };
}

/** The robot's calls answering a knowledge base of three questions about leave; the search matches 'qingjia'. */
export function robotHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    aiquestionGreet: () => ({ robotName: '小服', greeting: '有什么可以帮您？', salutation: '上午好', userName: '王老师', isOpen: 1 }),
    aiquestionRecommendList: (input) => ((input as { sceneId: string }).sceneId === 's1' ? [leave, leaveCancel, leaveLong] : [leave, leaveCancel]),
    questionSceneList: () => scenes,
    questionSceneSelectList: () => [{ value: 's1', label: '请假与考勤' }, { value: 's9', label: '其他' }],
    aiquestionLuceneSearch: (input) => {
      const { keyword } = input as { keyword: string };
      const records = /qingjia|请假|qj/i.test(keyword) ? [hit(leave), hit(leaveCancel)] : [];
      return { records, total: records.length, current: 1, size: 5, keyword };
    },
    aiquestionWantAnswer: (input) => {
      const { questionId } = input as { questionId: string };
      if (questionId === 'q1') return leaveAnswer;
      const b = [leave, leaveCancel, leaveLong].find((q) => q.questionId === questionId) ?? leave;
      return { ...b, answer: `${b.question}的答案`, services: [], related: [] };
    },
    aiquestionRecordQuestion: (input) => ({ recordId: 'r1', question: (input as { question: string }).question, questionId: 'q1', solved: null, createdAt: '2026-11-21T08:30:00.000Z' }),
    aiquestionIsSolve: (input) => {
      const { solved, recordId } = input as { solved: boolean; recordId: string };
      return { recordId: recordId || 'r-new', question: '', questionId: 'q1', solved, createdAt: '2026-11-21T08:30:00.000Z', suggestFeedback: !solved };
    },
    saveQuestionFeedbackInfo: (input) => feedbackDetail({ question: (input as { question: string }).question }),
    ...overrides,
  };
}
