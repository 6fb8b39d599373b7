// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { DEFAULT_FRAME_SIZE } from '../../../../../src/shared/state/dialogs';
import {
  DialogHostProvider, FramePage, useDialogHost, type DialogHost, type OpenDialogInput,
} from '../../../../../src/portal/features/frame-pages';
import { CLOSE_GRACE_MS } from '../../../../../src/portal/features/frame-pages/shown-dialogs';
import { renderAt, serviceDetails } from './harness';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const APPS = 'https://apps.example.edu.cn';
const OTHER = 'https://other.example.org';

function Probe({ onHost }: { onHost: (host: DialogHost) => void }) {
  const host = useDialogHost();
  useEffect(() => onHost(host), [host, onHost]);
  return null;
}

/** The host in the signed-in shell's place, with the /iframPage route for its 'page' entries. */
function renderHost(path = '/homePage') {
  let latest: DialogHost | null = null;
  const view = renderAt(path, (
    <DialogHostProvider>
      <Probe onHost={(host) => { latest = host; }} />
      <Route path="/iframPage"><FramePage kind="iframPage" /></Route>
    </DialogHostProvider>
  ), { handlers: { details: () => serviceDetails('svc-1', '成绩单打印'), getServiceGuide: () => null } });
  const host = (): DialogHost => {
    if (!latest) throw new Error('no dialog host yet');
    return latest;
  };
  const open = async (input: OpenDialogInput): Promise<boolean> => {
    let opened = false;
    await act(async () => { opened = host().open(input); });
    return opened;
  };
  return { ...view, host, open };
}

const model = (id: string, url: string, title: string, extra: Partial<OpenDialogInput> = {}): OpenDialogInput => ({
  id, config: { openType: 'model', title, url }, ...extra,
});

function frameIn(dialog: HTMLElement): HTMLIFrameElement {
  const frame = dialog.querySelector('iframe');
  if (!frame) throw new Error('the dialog has no frame');
  return frame;
}

function windowOf(frame: HTMLIFrameElement): Window {
  if (!frame.contentWindow) throw new Error('the frame has no window');
  return frame.contentWindow;
}

/** A message as a frame's page would post it to the portal. */
async function post(data: unknown, source: Window | null, origin: string): Promise<void> {
  await act(async () => { window.dispatchEvent(new MessageEvent('message', { data, source, origin })); });
}

// The host loads the service detail dialog when asked (ADR 034); its module is transformed here, not in a DOM wait.
beforeAll(async () => { await import('../../../../../src/portal/features/service-detail/ServiceDetailDialog'); }, 30_000);

describe('dialogs and pages by id', () => {
  it('[DLG-01] a dialog is added, replaced by the same id in its place, and updated', async () => {
    const { host, open } = renderHost();
    expect(await open(model('apply', `${APPS}/leave`, '请假申请'))).toBe(true);
    const first = await screen.findByRole('dialog', { name: '请假申请' });
    expect(frameIn(first).getAttribute('src')).toBe(`${APPS}/leave`);

    await open(model('apply', `${APPS}/leave/v2`, '请假申请（新版）'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const replaced = screen.getByRole('dialog', { name: '请假申请（新版）' });
    expect(frameIn(replaced).getAttribute('src')).toBe(`${APPS}/leave/v2`);
    expect(host().entries.map((e) => e.id)).toEqual(['apply']);

    await open(model('grades', `${OTHER}/grades`, '成绩查询'));
    expect(host().entries.map((e) => e.id)).toEqual(['apply', 'grades']);

    await act(async () => { host().update('apply', { config: { title: '请假申请（已保存）' }, childId: 'leave-app' }); });
    expect(screen.getByRole('dialog', { name: '请假申请（已保存）' })).toBeTruthy();
    expect(host().get('apply')?.childId).toBe('leave-app');
    await act(async () => { host().update('nobody', { config: { title: '不存在' } }); });
    expect(host().entries.map((e) => e.id)).toEqual(['apply', 'grades']);
  });

  it('[DLG-01] closing removes the entry and posts closeDialogEvent to that frame only, at its origin', async () => {
    const { host, open } = renderHost();
    await open(model('apply', `${APPS}/leave`, '请假申请', { childId: 'leave-app' }));
    await open(model('grades', `${OTHER}/grades`, '成绩查询'));
    const apply = await screen.findByRole('dialog', { name: '请假申请' });
    const grades = screen.getByRole('dialog', { name: '成绩查询' });
    const toApply = vi.spyOn(windowOf(frameIn(apply)), 'postMessage');
    const toGrades = vi.spyOn(windowOf(frameIn(grades)), 'postMessage');
    const toPortal = vi.spyOn(window, 'postMessage');

    fireEvent.click(within(apply).getByRole('button', { name: '关闭' }));

    expect(host().entries.map((e) => e.id)).toEqual(['grades']);
    expect(toApply).toHaveBeenCalledTimes(1);
    expect(toApply).toHaveBeenCalledWith({ type: 'closeDialogEvent', id: 'apply', childId: 'leave-app' }, APPS);
    expect(toGrades).not.toHaveBeenCalled();
    expect(toPortal).not.toHaveBeenCalled();
    // The closed dialog's frame outlives it for a moment (so the message reaches it), then goes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '请假申请' })).toBeNull(), { timeout: CLOSE_GRACE_MS + 4_000 });
    expect(screen.getByRole('dialog', { name: '成绩查询' })).toBeTruthy();

    // Esc closes the other one the same way.
    fireEvent.keyDown(frameIn(grades), { key: 'Escape' });
    expect(host().entries).toEqual([]);
    expect(toGrades).toHaveBeenCalledWith({ type: 'closeDialogEvent', id: 'grades', childId: undefined }, OTHER);
  });

  it('[DLG-01] a page entry shows at /iframPage?dialog=<id>; 返回 closes it and its frame hears closeDialogEvent', async () => {
    const { host, open, current } = renderHost();
    await open({ id: 'guide', childId: 'guide-app', config: { openType: 'page', title: '办事指南', url: `${APPS}/guide` } });
    await waitFor(() => expect(current()).toBe('/iframPage?dialog=guide'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('办事指南');
    expect(screen.queryByRole('dialog')).toBeNull();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(`${APPS}/guide`);
    const toGuide = vi.spyOn(windowOf(frame as HTMLIFrameElement), 'postMessage');

    fireEvent.click(screen.getByRole('button', { name: '返回' }));

    expect(host().entries).toEqual([]);
    expect(toGuide).toHaveBeenCalledWith({ type: 'closeDialogEvent', id: 'guide', childId: 'guide-app' }, APPS);
    await waitFor(() => expect(current()).toBe('/homePage'));
  });

  it('[DLG-01] a page entry that is not open is not found', async () => {
    renderHost('/iframPage?dialog=gone');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('页面不存在或无权访问');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative //host', '//evil.example.com/'],
    ['credentials', 'https://user:pw@evil.example.com/'],
  ])('[DLG-01] an address that cannot be opened (%s) opens nothing and says so', async (_name, url) => {
    const { host, open } = renderHost();
    expect(await open(model('bad', url, '坏地址'))).toBe(false);
    expect(host().entries).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('该页面的地址不安全，已拒绝打开');
  });
});

describe('the frame size', () => {
  it('[DLG-03] a dialog frame is 1200 × 650 px unless configured', async () => {
    const { open } = renderHost();
    expect(DEFAULT_FRAME_SIZE).toEqual({ width: 1200, height: 650 });
    await open(model('apply', `${APPS}/leave`, '请假申请'));
    const frame = frameIn(await screen.findByRole('dialog', { name: '请假申请' }));
    expect(frame.getAttribute('width')).toBe('1200');
    expect(frame.getAttribute('height')).toBe('650');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');

    await open({ id: 'small', config: { openType: 'model', title: '小窗口', url: `${APPS}/small`, width: 800, height: 500 } });
    const small = frameIn(screen.getByRole('dialog', { name: '小窗口' }));
    expect([small.getAttribute('width'), small.getAttribute('height')]).toEqual(['800', '500']);

    // A size that is no size keeps the default.
    await open({ id: 'odd', config: { openType: 'model', title: '无效尺寸', url: `${APPS}/odd`, width: -5, height: Number.NaN } });
    const odd = frameIn(screen.getByRole('dialog', { name: '无效尺寸' }));
    expect([odd.getAttribute('width'), odd.getAttribute('height')]).toEqual(['1200', '650']);
  });
});

describe('open requests from embedded frames', () => {
  async function hostedDialog() {
    const view = renderHost();
    await view.open(model('apply', `${APPS}/leave`, '请假申请'));
    const frame = frameIn(await screen.findByRole('dialog', { name: '请假申请' }));
    return { ...view, frame, source: windowOf(frame) };
  }

  it("[DLG-02] 'workGuide' from a hosted frame opens the directory (with the keyword) and closes the asking dialog", async () => {
    const { source, current, host } = await hostedDialog();
    await post({ type: 'sh:open', openType: 'workGuide', keyword: '奖学金' }, source, APPS);
    expect(current()).toBe(`/serviceHall?keyword=${encodeURIComponent('奖学金')}`);
    expect(host().entries).toEqual([]);
  });

  it("[DLG-02] 'openServiceIfram' goes to the common tools frame page, whatever address the frame sends along", async () => {
    const { source, current } = await hostedDialog();
    await post({ type: 'sh:open', openType: 'openServiceIfram', url: 'https://evil.example.com/' }, source, APPS);
    expect(current()).toBe('/iframPage?app=commonTools');
    expect(document.body.innerHTML).not.toContain('evil.example.com');
  });

  it("[DLG-02] 'service' opens the service's detail dialog", async () => {
    const { source, blade } = await hostedDialog();
    await post({ type: 'sh:open', openType: 'service', serviceId: 'svc-1' }, source, APPS);
    expect(await screen.findByRole('dialog', { name: '成绩单打印' })).toBeTruthy();
    expect(blade.calls.find((c) => c.name === 'details')?.input).toEqual({ serviceId: 'svc-1' });
    // The asking dialog stays under the details.
    expect(screen.getByRole('dialog', { name: '请假申请' })).toBeTruthy();
  });

  it('[DLG-02] a frame page of the portal is a hosted frame too', async () => {
    const { current } = renderHost('/iframPage?app=commonTools');
    await screen.findByRole('heading', { level: 1, name: '常用工具' });
    // The frame is registered once it is mounted, which may be a render after the heading shows.
    await waitFor(async () => {
      const frame = document.querySelector('iframe');
      expect(frame).not.toBeNull();
      await post({ type: 'sh:open', openType: 'workGuide' }, windowOf(frame as HTMLIFrameElement), window.location.origin);
      expect(current()).toBe('/serviceHall');
    });
  });

  it('[DLG-02] the same requests from a window the portal does not host, or from the wrong origin, do nothing', async () => {
    const { source, current, host, blade } = await hostedDialog();
    const stranger = document.createElement('iframe');
    document.body.appendChild(stranger);
    const requests = [
      { type: 'sh:open', openType: 'workGuide', keyword: '奖学金' },
      { type: 'sh:open', openType: 'openServiceIfram' },
      { type: 'sh:open', openType: 'service', serviceId: 'svc-1' },
    ];
    for (const request of requests) {
      await post(request, window, APPS);
      await post(request, stranger.contentWindow, APPS);
      await post(request, null, APPS);
      await post(request, source, 'https://evil.example.com');
      await post(request, source, OTHER);
    }
    // Malformed requests from the hosted frame itself are ignored too.
    await post({ type: 'sh:open', openType: 'navigate', path: '/userFrameConfig' }, source, APPS);
    await post({ type: 'sh:open', openType: 'service' }, source, APPS);
    await post('sh:open', source, APPS);
    expect(current()).toBe('/homePage');
    expect(host().entries.map((e) => e.id)).toEqual(['apply']);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(blade.calls.some((c) => c.name === 'details')).toBe(false);
    stranger.remove();
  });

  it('[DLG-02] a closed dialog frame is no longer hosted', async () => {
    const { source, current, host } = await hostedDialog();
    await act(async () => { host().close('apply'); });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: CLOSE_GRACE_MS + 4_000 });
    // The frame stays mounted, hidden, for CLOSE_GRACE_MS so it can receive closeDialogEvent; after that it is gone.
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull(), { timeout: CLOSE_GRACE_MS + 4_000 });
    await post({ type: 'sh:open', openType: 'workGuide' }, source, APPS);
    expect(current()).toBe('/homePage');
  });
});
