// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { Lang } from '../../../../../src/shared/i18n';
import type { FeedbackDetail, FeedbackStatus } from '../../../../../src/shared/schema/feedback';
import type { RobotBase, SceneItem } from '../../../../../src/shared/schema/help-config';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith, tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

tolerateReactAdminPropWarnings();
unmountAfterEach();

const entries: ConfigMenuEntry[] = [{ id: 'c1', name: 'serviceHallConfig', title: '服务大厅配置', path: '/userFrameConfig/serviceHallConfig', sort: 1 }];

/** A fake server for the page's calls: the draft of area 'robot', a knowledge base, words and one feedback. */
function helpServer() {
  let base: RobotBase = { robotName: '小助手', greeting: '您好', isOpen: 1 };
  let scenes: SceneItem[] = [
    { id: 's1', sceneName: '请假销假', icon: '', description: '' },
    { id: 's2', sceneName: '校园卡', icon: '', description: '' },
    { id: 's3', sceneName: '图书馆', icon: '', description: '' },
  ];
  let revision = 1;
  const orders: string[][] = [];
  const advances: unknown[] = [];
  let feedback: FeedbackDetail = {
    feedbackId: 'f1', question: '宿舍网络断了', sceneId: '', sceneName: '', status: 'pending', statusName: '待受理', hasReply: false,
    createdAt: '2026-11-20T09:30:00.000Z', updatedAt: '2026-11-20T09:30:00.000Z', description: '三号楼', contact: '', reply: '', recordId: '',
    history: [{ fromStatus: null, toStatus: 'pending', statusName: '待受理', note: '', operatorName: '张三', createdAt: '2026-11-20T09:30:00.000Z' }],
  };
  const admin = () => scenes.map((s) => ({ ...s, questionCount: 2 }));
  const handlers: Record<string, (input: unknown) => unknown> = {
    getRoleListClass: () => [{ dictKey: 'c', dictValue: '角色', children: [{ dictKey: 'r-student', dictValue: '学生' }] }],
    questionBasicConfigDetail: () => base,
    questionBasicConfigSubmit: (input) => {
      const next = input as RobotBase;
      if (next.robotName === '管理员') throw new ApiError(400, 'robotName：名称不可用', [{ field: 'robotName', msg: '名称不可用' }]);
      base = next;
      revision += 1;
      return base;
    },
    questionSceneAdminList: () => admin(),
    questionSceneOrder: (input) => {
      const { ids } = input as { ids: string[] };
      orders.push(ids);
      scenes = ids.flatMap((id) => scenes.filter((s) => s.id === id));
      revision += 1;
      return admin();
    },
    robotDraft: () => ({ area: 'robot', revision, publishedVersion: 1, isDirty: revision > 1, changes: [], updatedBy: '管理员', updatedAt: null, body: { base, scenes } }),
    questionKnowledgePage: (input) => {
      const { keyword } = input as { keyword: string };
      const all = [{ questionId: 'q1', question: '怎么请假？', sceneId: 's1', sceneName: '请假销假', answer: '在线申请', keywords: [], serviceIds: [], visibility: 'public', isRecommended: false, status: 1, sort: 0, viewCount: 3, solvedCount: 1, unsolvedCount: 0, updatedAt: '2026-11-20T09:30:00.000Z' }];
      const records = all.filter((q) => q.question.includes(keyword));
      return { records, total: records.length, current: 1, size: 10 };
    },
    questionSceneSelectList: () => scenes.map((s) => ({ value: s.id, label: s.sceneName })),
    questionFeedbackPage: () => ({ records: [{ ...feedback, userName: '张三', account: 'student' }], total: 1, current: 1, size: 10 }),
    questionFeedbackDetail: () => feedback,
    questionFeedbackAdvance: (input) => {
      advances.push(input);
      const { status, note } = input as { status: FeedbackStatus; note: string };
      feedback = { ...feedback, status, reply: status === 'replied' ? note : feedback.reply, history: [...feedback.history, { fromStatus: feedback.status, toStatus: status, statusName: status, note, operatorName: '管理员', createdAt: '2026-11-21T09:30:00.000Z' }] };
      return feedback;
    },
  };
  return { handlers, orders, advances };
}

function mountHelp(handlers: Record<string, (input: unknown) => unknown>, lang: Lang = 'zh-CN') {
  const clients = fakeClients(handlers);
  const props: AdminMountProps = { entries, currentPath: '/userFrameConfig/serviceHallConfig', currentSearch: 'view=/helpAndFeedback', lang, navigate: vi.fn(), clients };
  mountStudioWith(props);
  return { clients };
}

const shownScenes = () => Array.from(document.querySelectorAll<HTMLElement>('li[data-scene-id]')).map((li) => li.dataset.sceneId ?? '');

describe('the help-and-feedback page', () => {
  it('opens on the robot tab with the draft’s basic config, scenes in order and the draft bar', async () => {
    mountHelp(helpServer().handlers);
    expect(await screen.findByRole('heading', { name: '帮助与反馈配置' })).toBeTruthy();
    const form = await screen.findByRole('region', { name: '机器人基本配置' });
    expect((within(form).getByLabelText(/机器人名称/) as HTMLInputElement).value).toBe('小助手');
    expect(shownScenes()).toEqual(['s1', 's2', 's3']);
    expect(await screen.findByRole('region', { name: '草稿与发布' })).toBeTruthy();
  });

  it('refuses an empty name in the schema’s words and shows the server’s field error beside the field', async () => {
    mountHelp(helpServer().handlers);
    const form = await screen.findByRole('region', { name: '机器人基本配置' });
    const name = within(form).getByLabelText(/机器人名称/);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入机器人名称')).toBeTruthy();
    fireEvent.change(name, { target: { value: '管理员' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('名称不可用')).toBeTruthy();
  });

  it('orders scenes by keyboard with Chinese announcements and saves the whole order to the draft', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li[data-scene-id]');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 56;
      return { x: 0, y: top, top, left: 0, right: 320, bottom: top + 48, width: 320, height: 48, toJSON: () => ({}) } as DOMRect;
    });
    const server = helpServer();
    mountHelp(server.handlers);
    const handle = await screen.findByRole('button', { name: '拖动调整顺序：请假销假' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('已拿起“请假销假”，位于第 1 位，共 3 位。')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('“请假销假”放在第 2 位。')).toBeTruthy();
    await waitFor(() => expect(server.orders).toEqual([['s2', 's1', 's3']]));
    expect(shownScenes()).toEqual(['s2', 's1', 's3']);
  });

  it('lists and searches the knowledge base', async () => {
    const { clients } = mountHelp(helpServer().handlers);
    fireEvent.click(await screen.findByRole('tab', { name: '知识库' }));
    expect(await screen.findByText('怎么请假？')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('问题或答案关键词'), { target: { value: '不存在' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(clients.calls.filter((c) => c.name === 'questionKnowledgePage').at(-1)?.input).toMatchObject({ keyword: '不存在', current: 1 });
  });

  it('sorts the knowledge base and the feedback on the server by a click on a column header, then the other way', async () => {
    const { clients } = mountHelp(helpServer().handlers);
    const lastInput = (name: string) => clients.calls.filter((c) => c.name === name).at(-1)?.input;
    fireEvent.click(await screen.findByRole('tab', { name: '知识库' }));
    expect(await screen.findByText('怎么请假？')).toBeTruthy();
    expect(lastInput('questionKnowledgePage')).not.toHaveProperty('sort');
    fireEvent.click(screen.getByRole('button', { name: '状态' }));
    await waitFor(() => expect(lastInput('questionKnowledgePage')).toMatchObject({ sort: 'status', order: 'ASC', current: 1 }));
    expect(screen.getByRole('columnheader', { name: '状态' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: '状态' }));
    await waitFor(() => expect(lastInput('questionKnowledgePage')).toMatchObject({ sort: 'status', order: 'DESC' }));
    expect(screen.getByRole('columnheader', { name: '状态' }).getAttribute('aria-sort')).toBe('descending');
    // Another column starts ascending.
    fireEvent.click(screen.getByRole('button', { name: '问题' }));
    await waitFor(() => expect(lastInput('questionKnowledgePage')).toMatchObject({ sort: 'question', order: 'ASC' }));

    fireEvent.click(screen.getByRole('tab', { name: '反馈处理' }));
    fireEvent.click(await screen.findByRole('button', { name: '状态' }));
    await waitFor(() => expect(lastInput('questionFeedbackPage')).toMatchObject({ sort: 'status', order: 'ASC' }));
  });

  it('advances a feedback to 已答复 only with a reply, which the history then shows', async () => {
    const server = helpServer();
    mountHelp(server.handlers);
    fireEvent.click(await screen.findByRole('tab', { name: '反馈处理' }));
    fireEvent.click(await screen.findByRole('button', { name: '宿舍网络断了' }));
    let dialog = await screen.findByRole('dialog', { name: '反馈详情' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '提交' }));
    await waitFor(() => expect(server.advances).toEqual([{ feedbackId: 'f1', status: 'processing', note: '' }]));
    dialog = screen.getByRole('dialog', { name: '反馈详情' });
    // Now processing: the first next status is 已答复, whose reply is required by the shared schema's rule on the server.
    const reply = await within(dialog).findByLabelText(/答复内容/);
    fireEvent.change(reply, { target: { value: '已派人维修' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(server.advances).toHaveLength(2));
    expect(await within(dialog).findByText(/已答复：已派人维修/)).toBeTruthy();
  });

  it('speaks English when the portal does', async () => {
    mountHelp(helpServer().handlers, 'en');
    expect(await screen.findByRole('heading', { name: 'Help and feedback' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Knowledge base' })).toBeTruthy();
  });
});
