// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationFilterOf } from '../../../../../src/portal/features/personal/MyApplicationsSection';
import { messageFilterOf } from '../../../../../src/portal/features/personal/MyMessagesSection';
import type { MyApplications } from '../../../../../src/shared/schema/my-applications';
import type { MyMessages } from '../../../../../src/shared/schema/messages';
import { renderPersonal } from './harness';

afterEach(cleanup);

const counts = { all: 3, running: 1, done: 1, rejected: 1, draft: 2 };
const running: MyApplications = {
  records: [{
    id: 'p1', status: 'running', title: '李明轩的请假申请', serviceName: '学生请假', deptName: '学生工作处',
    startedAt: '2026-11-20T02:00:00.000Z', endedAt: '', currentStep: '辅导员审批', overdue: true, url: '', processId: '',
  }],
  total: 1, current: 1, size: 10, counts,
};
const detail = {
  application: running.records[0],
  steps: [
    { seq: 1, nodeName: '辅导员审批', handlerName: '王老师', deptName: '计算机学院', startedAt: '2026-11-20T02:00:00.000Z', endedAt: '', result: 'pending', opinion: '', timeLimitHours: 24, overdue: true },
  ],
};

describe('我的办件 in the personal centre', () => {
  it('reads its tab from the address, and anything else is 全部', () => {
    expect(applicationFilterOf('?tab=MyApplications&status=running')).toBe('running');
    expect(applicationFilterOf('?status=nonsense')).toBe('all');
    expect(messageFilterOf('?filter=unread')).toBe('unread');
    expect(messageFilterOf('')).toBe('all');
  });

  it('opens filtered from the address, shows each tab\'s count, the current step and the overdue mark, and a timeline', async () => {
    const app = renderPersonal('/PersonalCenter?tab=MyApplications&status=running', {
      handlers: { myApplications: () => running, myApplicationDetail: () => detail },
    });
    const list = await screen.findByRole('list', { name: '办理中' });
    expect(within(list).getByText('当前环节：辅导员审批')).toBeTruthy();
    expect(within(list).getAllByText('已超时')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '办理中1' }).getAttribute('aria-pressed')).toBe('true');
    expect(app.inputs('myApplications')[0]).toMatchObject({ status: 'running', current: 1 });
    fireEvent.click(within(list).getByRole('button', { name: /^查看进度/ }));
    const timeline = await screen.findByRole('list', { name: '李明轩的请假申请的办理进度' });
    expect(within(timeline).getByText('办理人：王老师（计算机学院）')).toBeTruthy();
    expect(within(timeline).getByText('待办理')).toBeTruthy();
    expect(app.inputs('myApplicationDetail')).toEqual([{ id: 'p1' }]);
    // Another tab changes the address, so a reload or a link keeps it.
    fireEvent.click(screen.getByRole('button', { name: '草稿2' }));
    await waitFor(() => expect(app.current()).toBe('/PersonalCenter?tab=MyApplications&status=draft'));
  });

  it('says so when nothing matches a search', async () => {
    renderPersonal('/PersonalCenter?tab=MyApplications', {
      handlers: { myApplications: (input) => ((input as { keyword: string }).keyword ? { ...running, records: [], total: 0 } : running) },
    });
    await screen.findByRole('list', { name: '全部' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索办件' }), { target: { value: '奖学金' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有与“奖学金”相符的办件')).toBeTruthy();
  });
});

describe('消息中心 in the personal centre', () => {
  const page: MyMessages = {
    records: [
      { messageIdWeb: 'd1', messageId: 'm1', title: '期末考试安排', summary: '第18周', fromUserName: '教务处', important: true, createTime: '2026-11-20T02:00:00.000Z', read: false, archived: false },
      { messageIdWeb: 'd2', messageId: 'm2', title: '图书馆开放时间', summary: '', fromUserName: '图书馆', important: false, createTime: '2026-11-19T02:00:00.000Z', read: true, archived: false },
    ],
    total: 2, current: 1, size: 10, unread: 1,
  };

  it('lists messages with read state, marks one read and archives one through the server', async () => {
    const app = renderPersonal('/PersonalCenter?tab=MyMessages', {
      handlers: { myMessages: () => page, readMessages: () => ({ changed: 1 }), archiveMessages: () => ({ changed: 1 }) },
    });
    const list = await screen.findByRole('list', { name: '全部' });
    expect(within(list).getAllByText('未读')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '未读1' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '标为已读期末考试安排' }));
    await waitFor(() => expect(app.inputs('readMessages')).toEqual([{ messageIds: ['d1'] }]));
    fireEvent.click(within(list).getByRole('button', { name: '归档图书馆开放时间' }));
    await waitFor(() => expect(app.inputs('archiveMessages')).toEqual([{ messageIds: ['d2'], archived: true }]));
    // Each change loads the list again (the server's state, as every other tab and device sees it).
    await waitFor(() => expect(app.inputs('myMessages').length).toBeGreaterThanOrEqual(3));
  });
});
