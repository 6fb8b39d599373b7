import { describe, expect, it } from 'vitest';
import { answerSnippet } from '../../../../../src/server/features/robot/search/answer-snippet';
import { contentBigrams, partialThreshold } from '../../../../../src/server/features/robot/search/partial-match';
import { createAskLimiter } from '../../../../../src/server/features/robot/services/ask-limiter';
import { greetFor, salutationAt } from '../../../../../src/server/features/robot/services/greet';
import { knowledgeEntries } from '../../../../../src/server/seed/robot-content';
import { KNOWLEDGE_SCENES } from '../../../../../src/server/seed/data/knowledge-base-scenes';

/** An instant at a wall-clock time in Asia/Shanghai. */
const shanghai = (time: string) => Date.parse(`2025-03-10T${time}:00+08:00`);

describe('the robot greeting', () => {
  it('greets by the hour in the school time zone, whatever the server zone', () => {
    expect(salutationAt(shanghai('06:30'))).toBe('早上好');
    expect(salutationAt(shanghai('10:00'))).toBe('上午好');
    expect(salutationAt(shanghai('12:00'))).toBe('中午好');
    expect(salutationAt(shanghai('15:45'))).toBe('下午好');
    expect(salutationAt(shanghai('21:00'))).toBe('晚上好');
    expect(salutationAt(shanghai('02:00'))).toBe('晚上好');
  });

  it('carries the configured name and greeting, and the user it greets', () => {
    const config = { robotName: '小华', greeting: '你好，我是小华', isOpen: 1 };
    expect(greetFor(config, '李明轩', shanghai('09:30'))).toEqual({ ...config, salutation: '上午好', userName: '李明轩' });
  });
});

describe('partial sentences', () => {
  it('keeps the content words of a question and drops the words that only make it one', () => {
    expect([...contentBigrams('我的校园卡丢了该怎么处理呢')]).toEqual(['校园', '园卡', '卡丢', '处理']);
    expect([...contentBigrams('如何申请vpn')]).toEqual(['申请']);
    expect(partialThreshold(1)).toBe(2);
    expect(partialThreshold(5)).toBe(3);
  });
});

describe('answer snippets', () => {
  it('cuts about 60 characters around the match, or from the start', () => {
    const answer = '在办事大厅提交“在读证明开具”，选择用途和份数，一般 1 个工作日内审核完成，可下载带电子签章的 PDF，也可到学生事务中心领取纸质版，领取时请携带校园卡。';
    const around = answerSnippet(answer, '学生事务中心');
    expect(around.startsWith('…')).toBe(true);
    expect(around).toContain('学生事务中心');
    expect(answerSnippet(answer).startsWith('在办事大厅提交')).toBe(true);
    expect(answerSnippet('简短的答案。', 'xyz')).toBe('简短的答案。');
  });
});

describe('the seeded knowledge base', () => {
  it('holds at least 100 distinct questions about campus services, in every scene', () => {
    const entries = knowledgeEntries();
    expect(entries.length).toBeGreaterThanOrEqual(100);
    expect(new Set(entries.map((e) => e.q)).size).toBe(entries.length);
    for (const scene of KNOWLEDGE_SCENES) expect(entries.filter((e) => e.scene === scene.key).length, scene.name).toBeGreaterThanOrEqual(6);
    expect(entries.some((e) => e.user === true)).toBe(true);
    expect(entries.filter((e) => e.hot === true).length).toBeGreaterThanOrEqual(6);
  });
});

describe('the ask limiter', () => {
  it('takes a set number of writes per asker in a window, then refuses until it moves on', async () => {
    let clock = 0;
    const limiter = createAskLimiter(() => clock, { limit: 3, windowMs: 1_000 });
    for (let i = 0; i < 3; i += 1) await limiter.take('ip:10.0.0.1');
    await expect(limiter.take('ip:10.0.0.1')).rejects.toThrow('提问过于频繁，请稍后再试');
    await limiter.take('ip:10.0.0.2');
    clock = 1_000;
    await expect(limiter.take('ip:10.0.0.1')).resolves.toBeUndefined();
  });
});
