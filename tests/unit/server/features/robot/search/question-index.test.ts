import { describe, expect, it } from 'vitest';
import { QuestionIndex, type QuestionSource } from '../../../../../../src/server/features/robot/search/question-index';
import { toSynonymTable } from '../../../../../../src/server/search/synonyms';

let seq = 0;
function question(question: string, extra: Partial<QuestionSource> = {}): QuestionSource {
  seq += 1;
  return {
    questionId: `q${seq}`,
    question,
    keywords: [],
    answer: `${question}的答案。`,
    sceneId: 's1',
    sceneName: '常见问题',
    visibility: 'public',
    viewCount: 100 - seq,
    sort: seq,
    ...extra,
  };
}

const SOURCES: QuestionSource[] = [
  question('学生怎么请假？', { keywords: ['请假流程'], answer: '在网上服务大厅提交“学生请假申请”，辅导员审批。', viewCount: 500 }),
  question('研究生请假找谁审批？', { answer: '研究生请假由导师审批。' }),
  question('校园卡丢了怎么办？', { answer: '请立即办理校园卡挂失，确认遗失的办理补办。', sceneId: 's2', sceneName: '校园卡' }),
  question('在校外怎么访问校内资源？', { keywords: ['vpn'], answer: '校外访问需要使用 VPN 客户端。' }),
  question('差旅费怎么报销？', { visibility: 'user', answer: '出差返回后在网上报账系统填写报销单。' }),
  question('图书馆开放时间是几点？', { answer: '图书馆每天 7:30–22:30 开放，总服务台工作日办公。' }),
];

const index = new QuestionIndex('1:1', SOURCES, toSynonymTable([['校园卡', '一卡通', '饭卡']]));
const signedIn = { signedIn: true, sceneId: '' };
const visitor = { signedIn: false, sceneId: '' };
const page = { offset: 0, limit: 10 };
const names = (keyword: string, filter = signedIn) => index.search(keyword, filter, page).hits.map((h) => h.source.question);

describe('the robot question index', () => {
  it('finds a two-character word anywhere in a question, the most viewed first', () => {
    expect(names('请假')).toEqual(['学生怎么请假？', '研究生请假找谁审批？']);
    expect(index.search('请假', signedIn, page).hits[0]?.kind).toBe('text');
  });

  it('finds questions by full pinyin and by initials', () => {
    const byPinyin = index.search('qingjia', signedIn, page);
    expect(byPinyin.hits.map((h) => h.source.question)).toEqual(['学生怎么请假？', '研究生请假找谁审批？']);
    expect(byPinyin.hits[0]?.kind).toBe('pinyin');
    const byInitials = index.search('xyk', signedIn, page);
    expect(byInitials.hits.map((h) => h.source.question)).toEqual(['校园卡丢了怎么办？']);
    expect(byInitials.hits[0]?.kind).toBe('initials');
  });

  it('forgives one typo in Latin input and says which spelling it matched', () => {
    const outcome = index.search('qingjai', signedIn, page);
    expect(outcome.hits.map((h) => h.source.question)).toContain('学生怎么请假？');
    expect(outcome.hits[0]?.kind).toBe('typo');
    expect(outcome.corrected).toBe('qingjia');
  });

  it('matches keywords like the question, and synonyms of the service search', () => {
    expect(names('VPN')).toEqual(['在校外怎么访问校内资源？']);
    const bySynonym = index.search('一卡通丢了', signedIn, page);
    expect(bySynonym.hits.map((h) => h.source.question)).toEqual(['校园卡丢了怎么办？']);
    expect(bySynonym.hits[0]?.kind).toBe('synonym');
  });

  it('finds words of the answer last, with a snippet around them', () => {
    const outcome = index.search('总服务台', signedIn, page);
    expect(outcome.hits[0]).toMatchObject({ kind: 'answer' });
    expect(outcome.hits[0]?.snippet).toContain('总服务台');
  });

  it('answers a sentence that shares enough content words with a question', () => {
    const outcome = index.search('我的校园卡丢了该怎么处理呢', signedIn, page);
    expect(outcome.hits[0]?.source.question).toBe('校园卡丢了怎么办？');
    expect(outcome.hits[0]?.kind).toBe('partial');
    expect(names('今天天气不错')).toEqual([]);
  });

  it('shows a visitor the questions for everyone only, and filters by scene', () => {
    expect(names('报销')).toEqual(['差旅费怎么报销？']);
    expect(names('报销', visitor)).toEqual([]);
    expect(names('怎么', { signedIn: true, sceneId: 's2' })).toEqual(['校园卡丢了怎么办？']);
  });

  it('pages the hits and counts them all', () => {
    const first = index.search('怎么', signedIn, { offset: 0, limit: 2 });
    const second = index.search('怎么', signedIn, { offset: 2, limit: 2 });
    expect(first.total).toBe(4);
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((h) => h.source.questionId)).size).toBe(4);
  });

  it('needs every term of a query with spaces', () => {
    expect(names('研究生 审批')).toEqual(['研究生请假找谁审批？']);
    expect(names('   ')).toEqual([]);
  });
});
