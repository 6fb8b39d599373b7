// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackSummary } from '../../../../../src/shared/schema/feedback';
import { FeedbackProgress } from '../../../../../src/portal/features/robot';
import { renderInPortal, type Handler } from '../../../../support/portal-harness';
import { feedbackDetail } from './robot-fixtures';

beforeAll(async () => { await import('../../../../../src/portal/features/robot/FeedbackProgressView'); }, 30_000);
afterEach(cleanup);

function summary(n: number, extra: Partial<FeedbackSummary> = {}): FeedbackSummary {
  return {
    feedbackId: `f${n}`, question: `反馈问题${n}`, sceneId: 's1', sceneName: '请假与考勤', status: 'pending', statusName: '待受理',
    hasReply: false, createdAt: '2026-11-21T08:30:00.000Z', updatedAt: '2026-11-21T08:30:00.000Z', ...extra,
  };
}

const all = Array.from({ length: 12 }, (_, i) => summary(i + 1, i === 0 ? { status: 'replied', statusName: '已答复', hasReply: true } : {}));

function renderProgress(handlers: Record<string, Handler>) {
  return renderInPortal(<FeedbackProgress />, { handlers }).blade;
}

const listHandlers: Record<string, Handler> = {
  questionProgressStatistics: () => ({ total: 12, pending: 11, processing: 0, replied: 1, closed: 0 }),
  questionShowProgress: (input) => {
    const { status, current, size } = input as { status: string; current: number; size: number };
    const rows = all.filter((r) => status === '' || r.status === status);
    return { records: rows.slice((current - 1) * size, current * size), total: rows.length, current, size };
  },
  questionProgressDetail: (input) => feedbackDetail({
    feedbackId: (input as { feedbackId: string }).feedbackId, status: 'replied', statusName: '已答复', hasReply: true,
    description: '审批一直没有结果', reply: '已联系辅导员处理。\n请留意短信通知。',
    history: [
      { fromStatus: null, toStatus: 'pending', statusName: '待受理', note: '', operatorName: '王老师', createdAt: '2026-11-21T08:30:00.000Z' },
      { fromStatus: 'pending', toStatus: 'processing', statusName: '处理中', note: '', operatorName: '管理员', createdAt: '2026-11-21T09:00:00.000Z' },
      { fromStatus: 'processing', toStatus: 'replied', statusName: '已答复', note: '已联系辅导员处理。', operatorName: '管理员', createdAt: '2026-11-21T10:00:00.000Z' },
    ],
  }),
};

describe('FeedbackProgress (personal centre)', () => {
  it('lists the feedback with status and counts per status, paged, and filters by status', async () => {
    const blade = renderProgress(listHandlers);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('反馈问题1')).toBeTruthy();
    expect(within(list).getAllByText('已答复').length).toBeGreaterThan(0);
    const filters = screen.getByRole('group', { name: '按状态筛选' });
    expect((await within(filters).findByRole('button', { name: '全部 12' })).getAttribute('aria-pressed')).toBe('true');
    expect(within(filters).getByRole('button', { name: '待受理 11' })).toBeTruthy();
    expect(screen.getByText('第 1 / 2 页，共 12 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第 2 / 2 页，共 12 条')).toBeTruthy());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(filters).getByRole('button', { name: '已答复 1' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(blade.calls.filter((c) => c.name === 'questionShowProgress').map((c) => c.input)).toEqual([
      { status: '', current: 1, size: 10 }, { status: '', current: 2, size: 10 }, { status: 'replied', current: 1, size: 10 },
    ]);
  });

  it('opens an item\'s detail with the reply and its history', async () => {
    const blade = renderProgress(listHandlers);
    const list = await screen.findByRole('list');
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const toggle = within(item).getByRole('button', { name: '查看详情' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await within(item).findByText('审批一直没有结果')).toBeTruthy();
    expect(within(item).getByText('请留意短信通知。')).toBeTruthy();
    const history = within(item).getAllByRole('list').at(-1) as HTMLElement;
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('王老师 · 待受理'), expect.stringContaining('管理员 · 处理中'), expect.stringContaining('管理员 · 已答复'),
    ]);
    expect(blade.calls.find((c) => c.name === 'questionProgressDetail')?.input).toEqual({ feedbackId: 'f1' });
    expect(within(item).getByRole('button', { name: '收起详情' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says 暂无反馈 when there is none, and offers a retry when the list fails', async () => {
    let fail = true;
    renderProgress({
      questionProgressStatistics: () => ({ total: 0, pending: 0, processing: 0, replied: 0, closed: 0 }),
      questionShowProgress: () => {
        if (fail) { fail = false; throw new Error('网络异常'); }
        return { records: [], total: 0, current: 1, size: 10 };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('反馈加载失败')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无反馈')).toBeTruthy();
  });
});
