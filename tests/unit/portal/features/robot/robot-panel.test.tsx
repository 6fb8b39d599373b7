// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { chatMemoryOf } from '../../../../../src/portal/features/robot/chat-memory';
import { SESSION_KEYS } from '../../../../../src/shared/rules/session-keys';
import type { SessionStore } from '../../../../../src/shared/state/session-store';
import { landingHandlers } from '../landing/fixtures';
import { renderPortal, type Handler, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { leaveAnswer, robotHandlers } from './robot-fixtures';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

beforeAll(async () => {
  await import('../../../../../src/portal/routes/deferred');
  await import('../../../../../src/portal/features/landing/LandingPage');
  await import('../../../../../src/portal/features/robot/RobotPanel');
}, 30_000);

beforeEach(() => { vi.spyOn(window, 'open').mockReturnValue(null); });
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const SENSITIVE = '您的评论包含敏感词“作弊”，已触发安全策略并被记录，请修改后重新提交';

function renderSignedIn(overrides: Record<string, Handler> = {}, prepare?: (store: SessionStore) => void) {
  return renderPortal('/homePage', { signedIn: true, handlers: robotHandlers(overrides), prepare });
}

async function openPanel(): Promise<HTMLElement> {
  // Cold lazy chunks (the signed-in routes, the panel) take longer than the default wait on a busy machine.
  fireEvent.click(await screen.findByRole('button', { name: /打开小服/ }));
  return screen.findByRole('dialog', { name: '小服' });
}

function questionBox(panel: HTMLElement): HTMLInputElement {
  return within(panel).getByRole('textbox', { name: '输入您的问题' }) as HTMLInputElement;
}

async function ask(panel: HTMLElement, text: string): Promise<void> {
  fireEvent.change(questionBox(panel), { target: { value: text } });
  fireEvent.click(within(panel).getByRole('button', { name: '发送' }));
}

describe('help robot panel', () => {
  it('[ROUTE-05] takes the robot name from the cached config: one nobody/index/index, no baseInfo, across pages', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    expect(await within(panel).findByText('上午好，王老师！')).toBeTruthy();
    expect(within(panel).getByText('我是小服，有什么可以帮您？')).toBeTruthy();
    await app.navigate('/serviceHall');
    await app.navigate('/homePage');
    expect(app.blade.calls.filter((c) => c.name === 'indexIndex')).toHaveLength(1);
    expect(app.blade.calls.some((c) => c.name === 'questionbasicconfigBaseInfo')).toBe(false);
  });

  it('[ROUTE-05] shows no launcher when the cached config says the robot is off', async () => {
    const app = renderPortal('/homePage', {
      signedIn: true, handlers: robotHandlers(),
      prepare: (store) => { store.set('questionBasciConfig', { robotName: '小服', greeting: '', isOpen: 0 }); },
    });
    await screen.findByRole('region', { name: '我的卡片' });
    expect(screen.queryByRole('button', { name: /打开小服/ })).toBeNull();
    expect(app.blade.calls.some((c) => c.name === 'indexIndex')).toBe(false);
  });

  it('shows recommended questions and scenes as chips; a scene lists its questions, a chip answers', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    const recommend = await within(panel).findByRole('list', { name: '猜你想问' });
    expect(within(recommend).getAllByRole('button').map((b) => b.textContent)).toEqual(['学生如何请假？', '请假后如何销假？']);
    // A scene without questions for this user is left out.
    const sceneList = within(panel).getByRole('list', { name: '问题分类' });
    expect(within(sceneList).getAllByRole('button').map((b) => b.textContent)).toEqual(['请假与考勤']);
    fireEvent.click(within(sceneList).getByRole('button', { name: '请假与考勤' }));
    const log = within(panel).getByRole('log');
    expect(await within(log).findByText('“请假与考勤”的常见问题：')).toBeTruthy();
    expect(app.blade.calls.find((c) => c.name === 'aiquestionRecommendList' && (c.input as { sceneId: string }).sceneId === 's1')).toBeTruthy();
    // The chips' guard (SHELL-09) lets go of them.
    await waitFor(() => expect((within(recommend).getByRole('button', { name: '请假后如何销假？' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(recommend).getByRole('button', { name: '请假后如何销假？' }));
    expect(await within(log).findByText('请假后如何销假？的答案')).toBeTruthy();
  });

  it('answers a question typed in pinyin: best answer as plain text, 你是不是想问, the question recorded', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    await ask(panel, 'qingjia');
    const log = within(panel).getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(await within(log).findByText('登录网上服务大厅，进入“学生请假”服务填写申请。')).toBeTruthy();
    // Each line its own paragraph; markup in an answer stays text.
    expect(within(log).getByText('辅导员审批后生效，<b>离校前</b>请确认审批结果。')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    const suggestions = within(log).getByRole('list', { name: '你是不是想问' });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['请假后如何销假？']);
    expect(within(log).getByRole('list', { name: '相关问题' })).toBeTruthy();
    expect(app.blade.calls.find((c) => c.name === 'aiquestionLuceneSearch')?.input).toMatchObject({ keyword: 'qingjia' });
    expect(app.blade.calls.find((c) => c.name === 'aiquestionRecordQuestion')?.input).toEqual({ question: 'qingjia', questionId: 'q1' });
    expect(app.blade.calls.find((c) => c.name === 'aiquestionWantAnswer')?.input).toEqual({ questionId: 'q1' });
    // The box empties once the ask has settled, which may be a tick after the answer is on screen.
    await waitFor(() => expect(questionBox(panel).value).toBe(''));
  });

  it('says when nothing matched and offers feedback', async () => {
    renderSignedIn();
    const panel = await openPanel();
    await ask(panel, '食堂几点开门');
    expect(await within(panel).findByText(/没有找到与“食堂几点开门”相关的答案/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '提交反馈' })).toBeTruthy();
  });

  it('已解决 marks the answer solved once', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    await ask(panel, 'qingjia');
    fireEvent.click(await within(panel).findByRole('button', { name: '已解决' }));
    expect(await within(panel).findByText('感谢您的评价，很高兴能帮到您！')).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'aiquestionIsSolve').map((c) => c.input)).toEqual([{ recordId: 'r1', questionId: 'q1', solved: true }]);
    expect((within(panel).getByRole('button', { name: '未解决' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('未解决 → 提交反馈 → the form, prefilled, is saved with the robot record', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    await ask(panel, 'qingjia');
    fireEvent.click(await within(panel).findByRole('button', { name: '未解决' }));
    fireEvent.click(await within(panel).findByRole('button', { name: '提交反馈' }));
    expect(await within(panel).findByRole('heading', { name: '提交反馈' })).toBeTruthy();
    const question = within(panel).getByRole('textbox', { name: /您的问题/ }) as HTMLInputElement;
    expect(question.value).toBe('qingjia');
    await waitFor(() => expect(within(panel).getByRole('option', { name: '其他' })).toBeTruthy());
    expect((within(panel).getByRole('combobox', { name: '问题分类' }) as HTMLSelectElement).value).toBe('s1');
    fireEvent.change(question, { target: { value: '请假审批一直没有结果' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: '问题描述' }), { target: { value: '提交三天了' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: '联系方式' }), { target: { value: '13800000000' } });
    fireEvent.click(within(panel).getByRole('button', { name: '提交' }));
    expect(await within(panel).findByText(/反馈已提交/)).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'saveQuestionFeedbackInfo').map((c) => c.input)).toEqual([
      { question: '请假审批一直没有结果', description: '提交三天了', contact: '13800000000', sceneId: 's1', recordId: 'r1' },
    ]);
    // Back in the chat, in the question box.
    await waitFor(() => expect(document.activeElement).toBe(questionBox(panel)));
  });

  it('[SHELL-10] a question with a listed word shows the sensitive-word dialog and keeps what was typed', async () => {
    const app = renderSignedIn({ aiquestionRecordQuestion: () => { throw new ApiError(9009, SENSITIVE); } });
    const panel = await openPanel();
    await ask(panel, '考试作弊怎么处理');
    const dialog = await screen.findByRole('dialog', { name: '评论包含敏感词' });
    expect(within(dialog).getByText('您的评论包含敏感词“作弊”，已触发安全策略并被记录，请修改后重新提交')).toBeTruthy();
    expect(app.blade.calls.some((c) => c.name === 'aiquestionWantAnswer')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '评论包含敏感词' })).toBeNull());
    expect(questionBox(panel).value).toBe('考试作弊怎么处理');
    expect(within(within(panel).getByRole('log')).queryByText('考试作弊怎么处理')).toBeNull();
    // The panel is still open: Esc closed the word dialog only.
    expect(screen.getByRole('dialog', { name: '小服' })).toBeTruthy();
  });

  it('[SHELL-10] feedback with a listed word shows the dialog and keeps the form as typed', async () => {
    renderSignedIn({ saveQuestionFeedbackInfo: () => { throw new ApiError(9009, SENSITIVE); } });
    const panel = await openPanel();
    await ask(panel, '食堂几点开门');
    fireEvent.click(await within(panel).findByRole('button', { name: '提交反馈' }));
    const description = await within(panel).findByRole('textbox', { name: '问题描述' });
    fireEvent.change(description, { target: { value: '有人作弊' } });
    fireEvent.click(within(panel).getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('dialog', { name: '评论包含敏感词' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '评论包含敏感词' })).toBeNull());
    expect((within(panel).getByRole('textbox', { name: '问题描述' }) as HTMLTextAreaElement).value).toBe('有人作弊');
    expect((within(panel).getByRole('textbox', { name: /您的问题/ }) as HTMLInputElement).value).toBe('食堂几点开门');
  });

  it('[SHELL-09] a double click on 发送 asks once, and on 提交 saves once', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    fireEvent.change(questionBox(panel), { target: { value: '食堂几点开门' } });
    const send = within(panel).getByRole('button', { name: '发送' });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    fireEvent.click(await within(panel).findByRole('button', { name: '提交反馈' }));
    expect(app.blade.calls.filter((c) => c.name === 'aiquestionLuceneSearch')).toHaveLength(1);
    const submit = await within(panel).findByRole('button', { name: '提交' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await within(panel).findByText(/反馈已提交/)).toBeTruthy();
    expect(app.blade.calls.filter((c) => c.name === 'saveQuestionFeedbackInfo')).toHaveLength(1);
  });

  it('keyboard: opening focuses the question box; Esc closes the panel and gives focus back to the launcher', async () => {
    renderSignedIn();
    const panel = await openPanel();
    await waitFor(() => expect(document.activeElement).toBe(questionBox(panel)));
    expect(panel.getAttribute('aria-modal')).toBeNull();
    fireEvent.keyDown(questionBox(panel), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '小服' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /打开小服/ })));
    // The 关闭 button works as well, and the conversation is still there when the panel opens again.
    const again = await openPanel();
    await ask(again, 'qingjia');
    expect(await within(again).findByText('登录网上服务大厅，进入“学生请假”服务填写申请。')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: '关闭' }));
    const third = await openPanel();
    expect(within(third).getByText('登录网上服务大厅，进入“学生请假”服务填写申请。')).toBeTruthy();
  });

  it('keeps the conversation in the session store: a reload of the tab shows it again, another user\'s is not shown', async () => {
    const first = renderSignedIn();
    const panel = await openPanel();
    await ask(panel, 'qingjia');
    await within(panel).findByText(leaveAnswer.question);
    const stored = first.store.get(SESSION_KEYS.robotChat);
    expect(stored).toMatchObject({ identity: expect.any(String), messages: expect.arrayContaining([expect.objectContaining({ kind: 'user', text: 'qingjia' })]) });
    cleanup();

    // The reloaded tab: a new portal over the same session store.
    renderSignedIn({}, (store) => { store.set(SESSION_KEYS.robotChat, stored); });
    const reloaded = await openPanel();
    expect(within(reloaded).getByText('qingjia')).toBeTruthy();
    expect(within(reloaded).getByText('登录网上服务大厅，进入“学生请假”服务填写申请。')).toBeTruthy();
    cleanup();

    // Written for someone else (or by hand): not this user's conversation.
    renderSignedIn({}, (store) => { store.set(SESSION_KEYS.robotChat, { ...(stored as object), identity: 'another-user' }); });
    const other = await openPanel();
    expect(within(other).queryByText('qingjia')).toBeNull();
  });

  it('[TOKEN-02] signing out clears the conversation', async () => {
    const app = renderSignedIn();
    const panel = await openPanel();
    await ask(panel, 'qingjia');
    await within(panel).findByText(leaveAnswer.question);
    const memory = chatMemoryOf(app.services);
    expect(memory.messages().length).toBeGreaterThan(0);
    act(() => { app.services.auth.signOut('/login?logout=true'); });
    expect(memory.messages()).toEqual([]);
    expect(app.store.get(SESSION_KEYS.robotChat)).toBeNull();
  });
});

describe('help robot on the landing page (visitor)', () => {
  it('asks a visitor to sign in before sending feedback, with a link to /login', async () => {
    const app = renderPortal('/', { handlers: landingHandlers(robotHandlers({
      aiquestionGreet: () => ({ robotName: '小服', greeting: '有什么可以帮您？', salutation: '晚上好', userName: '', isOpen: 1 }),
    })) });
    const panel = await openPanel();
    expect(await within(panel).findByText('晚上好！')).toBeTruthy();
    await ask(panel, 'qingjia');
    fireEvent.click(await within(panel).findByRole('button', { name: '未解决' }));
    expect(await within(panel).findByText(/登录后才能提交反馈/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: '提交反馈' })).toBeNull();
    const link = within(panel).getByRole('link', { name: '去登录' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.blade.calls.some((c) => c.name === 'saveQuestionFeedbackInfo')).toBe(false);
  });
});
