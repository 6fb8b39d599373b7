// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi, beforeAll } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { MESSAGE_DELETED_MSG } from '../../../../../src/shared/schema/messages';
import { renderPortal, preloadSignedInRoutes } from '../../../../support/portal-harness';
import { messageDetail } from './fixtures';

// renderPortal draws every route: the signed-in routes' chunk loads once, before the tests.
beforeAll(preloadSignedInRoutes, 30_000);

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const files = [{ id: 'F1', fileName: '考试安排.xlsx', size: 20480 }];
/** The page's chunk is lazy: the first render in a file waits for it. */
const slow = { timeout: 5000 };

describe('/generalDetailsTow', () => {
  it('[ROUTE-01] a visitor reads a public message on a standalone page with a sign-in link; nothing is marked read', async () => {
    const app = renderPortal('/generalDetailsTow?id=m1', { handlers: { publicMessageDetail: () => messageDetail({ files }) } });
    expect(await screen.findByRole('heading', { level: 1, name: '关于期末考试安排的通知' }, slow)).toBeTruthy();
    expect(app.blade.calls.find((c) => c.name === 'publicMessageDetail')).toMatchObject({ input: { id: 'm1' }, options: { silent: true } });
    expect(screen.getByText('教务处')).toBeTruthy();
    const content = document.querySelector('.sh-msg__content--text');
    expect(content?.textContent).toBe('各位同学：\n期末考试将于第 18 周进行。');
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-06-01T08:30:00.000Z');
    expect(time?.textContent).toMatch(/^2026-06-01 \d{2}:\d{2}$/);
    // No shell for a visitor, and a way to sign in that comes back here.
    expect(document.querySelector('.sh-topbar')).toBeNull();
    const signIn = screen.getAllByRole('link', { name: '登录' })[0];
    expect(signIn?.getAttribute('href')).toBe('/login?redirect=%2FgeneralDetailsTow%3Fid%3Dm1');
    // Attachments are listed; downloading them needs a sign-in.
    expect(screen.getByText('考试安排.xlsx')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /下载附件/ })).toBeNull();
    expect(screen.getByText(/登录后可下载附件/)).toBeTruthy();
    expect(app.blade.calls.some((c) => c.name === 'readMessage')).toBe(false);
  });

  it('[MSG-01] a signed-in recipient reads it inside the shell, and it is marked read with their own id', async () => {
    const app = renderPortal('/generalDetailsTow?id=m1', { signedIn: true, handlers: {
      publicMessageDetail: () => messageDetail(),
      readMessage: () => null,
    } });
    expect(await screen.findByRole('heading', { level: 1, name: '关于期末考试安排的通知' }, slow)).toBeTruthy();
    expect(document.querySelector('.sh-topbar')).not.toBeNull();
    await waitFor(() => expect(app.blade.calls.find((c) => c.name === 'readMessage')?.input).toEqual({ messageId: 'm1', userId: 'u-teacher' }));
    expect(app.blade.calls.filter((c) => c.name === 'readMessage')).toHaveLength(1);
  });

  it('does not mark an already read message again', async () => {
    const app = renderPortal('/generalDetailsTow?id=m1', { signedIn: true, handlers: { publicMessageDetail: () => messageDetail({ read: true }) } });
    await screen.findByRole('heading', { level: 1, name: '关于期末考试安排的通知' }, slow);
    expect(app.blade.calls.some((c) => c.name === 'readMessage')).toBe(false);
  });

  it("[MSG-02] a deleted message ('消息已被删除') goes to /deleteNoPag", async () => {
    const app = renderPortal('/generalDetailsTow?id=m1', {
      handlers: { publicMessageDetail: () => { throw new ApiError(8008, MESSAGE_DELETED_MSG); } },
    });
    await waitFor(() => expect(app.location()).toBe('/deleteNoPag'), slow);
    expect(await screen.findByRole('heading', { name: '消息已被删除' }, slow)).toBeTruthy();
  });

  it('an unknown message shows a clear not-found state (with a sign-in hint for a visitor)', async () => {
    renderPortal('/generalDetailsTow?id=nope', { handlers: { publicMessageDetail: () => { throw new ApiError(8008, '消息不存在'); } } });
    expect(await screen.findByRole('heading', { level: 1, name: '消息不存在' }, slow)).toBeTruthy();
    expect(screen.getByText('该消息不存在，或您没有查看它的权限。')).toBeTruthy();
    expect(screen.getByText(/请登录后查看/)).toBeTruthy();
  });

  it('no id: the not-found state without asking the server', async () => {
    const app = renderPortal('/generalDetailsTow');
    expect(await screen.findByRole('heading', { level: 1, name: '消息不存在' }, slow)).toBeTruthy();
    expect(app.blade.calls.some((c) => c.name === 'publicMessageDetail')).toBe(false);
  });

  it('a time-out shows a load error with a retry', async () => {
    let fail = true;
    renderPortal('/generalDetailsTow?id=m1', { handlers: { publicMessageDetail: () => {
      if (fail) throw new ApiError(8010, 'interface request timed out, please try again later');
      return messageDetail();
    } } });
    expect(await screen.findByText('消息加载失败', undefined, slow)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '关于期末考试安排的通知' })).toBeTruthy();
  });

  it('[MSG-03] HTML content is sanitised on the page and its images open the viewer', async () => {
    renderPortal('/generalDetailsTow?id=m1', { handlers: { publicMessageDetail: () => messageDetail({
      contentType: 'html',
      content: '<p>请看<a href="javascript:alert(1)">这里</a></p><img src="/api/files/F3" alt="场地图" onerror="alert(1)"><script>alert(2)</script>',
    }) } });
    await screen.findByRole('heading', { level: 1, name: '关于期末考试安排的通知' }, slow);
    const box = document.querySelector('.sh-msg__content--html') as HTMLElement;
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onerror|javascript:/);
    fireEvent.click(within(box).getByRole('img', { name: '场地图' }));
    expect(await screen.findByRole('dialog', { name: '图片查看器' })).toBeTruthy();
  });

  it('an attachment downloads as a Blob saved under its file name (signed in)', async () => {
    const blob = new Blob(['xlsx bytes'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const app = renderPortal('/generalDetailsTow?id=m1', { signedIn: true, handlers: {
      publicMessageDetail: () => messageDetail({ files, read: true }),
      downloadMessageFile: () => blob,
    } });
    // jsdom has no object URLs: stand-ins that record what was asked.
    const createObjectURL = vi.fn((_: Blob) => 'blob:http://localhost/1');
    const revokeObjectURL = vi.fn();
    const originals = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => { Object.assign(URL, originals); });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const button = await screen.findByRole('button', { name: '下载附件 考试安排.xlsx' }, slow);
    fireEvent.click(button);
    // SHELL-09: the button holds while the download runs.
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: '考试安排.xlsx' }]));
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(app.blade.calls.find((c) => c.name === 'downloadMessageFile')?.input).toEqual({ messageId: 'm1', fileId: 'F1' });
  });

  it('a failed download says so beside the file', async () => {
    renderPortal('/generalDetailsTow?id=m1', { signedIn: true, handlers: {
      publicMessageDetail: () => messageDetail({ files, read: true }),
      downloadMessageFile: () => { throw new ApiError(8008, '附件不存在'); },
    } });
    fireEvent.click(await screen.findByRole('button', { name: '下载附件 考试安排.xlsx' }, slow));
    expect((await screen.findByText(/附件下载失败/)).textContent).toBe('附件下载失败：附件不存在');
  });
});
