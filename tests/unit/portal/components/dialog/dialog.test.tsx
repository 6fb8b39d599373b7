// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShownModal } from '../../../../support/dialog-shim';
import { createI18n } from '../../../../../src/shared/i18n';
import { Dialog, dialogStack, type DialogProps } from '../../../../../src/portal/components/dialog';
import { ToastProvider } from '../../../../../src/portal/components/ToastProvider';
import { useToast } from '../../../../../src/portal/components/toast-context';
import { I18nProvider } from '../../../../../src/portal/lib/i18n-react';

// The browser's part (focus kept inside, the inert page, Esc as a close request, the top layer) is checked in
// Chromium by tests/e2e/dialogs.test.ts; here the component's own rules, on tests/support/dialog-shim.ts.

afterEach(() => { cleanup(); });

function renderIn(ui: ReactNode) {
  return render(<I18nProvider i18n={createI18n('zh-CN')}><ToastProvider>{ui}</ToastProvider></I18nProvider>);
}

/** A button that opens `dialog`; the dialog's onClose closes it. */
function Opener({ dialog, label = '打开' }: { dialog: (close: () => void) => ReactNode; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>{label}</button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}

function openWith(dialog: (close: () => void) => ReactNode) {
  renderIn(<Opener dialog={dialog} />);
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

function Question({ onClose, dismissible }: Pick<DialogProps, 'onClose' | 'dismissible'>) {
  return (
    <Dialog
      title="取消收藏"
      size="small"
      footer={<><button type="button">保留收藏</button><button type="button">确定</button></>}
      dismissible={dismissible}
      onClose={onClose}
    >
      <p>确定要取消收藏吗？</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a modal <dialog> in <body>, named by its title, with a × and its footer', () => {
    const { dialog } = openWith((close) => <Question onClose={close} />);
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.parentElement).toBe(document.body);
    expect(isShownModal(dialog)).toBe(true);
    expect(screen.getByRole('dialog', { name: '取消收藏' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(dialogStack.top()).toBe(dialog);
  });

  it('starts a small question on its first answer and gives the focus back to the opener when it closes', () => {
    const { dialog, opener } = openWith((close) => <Question onClose={close} />);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '保留收藏' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(dialogStack.top()).toBeNull();
  });

  it('closes on Esc (its cancel event, which it keeps from closing the element itself) and on a press on the backdrop', () => {
    const onClose = vi.fn();
    renderIn(<Question onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    // React decides: the caller has not unmounted it, so it is still open.
    expect(isShownModal(dialog)).toBe(true);
    // The <dialog> is the panel: a press on the element outside its box is a press on its ::backdrop.
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 100 }));
    fireEvent.mouseDown(dialog, { clientX: 150, clientY: 150 });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(within(dialog).getByText('确定要取消收藏吗？'), { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('[SESS-07] one that must be answered has no ×, and neither Esc nor the backdrop closes it', () => {
    const onClose = vi.fn();
    renderIn(<Question onClose={onClose} dismissible={false} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    const esc = fireEvent.keyDown(dialog, { key: 'Escape' });
    // Refused at the key, so the browser never makes it a close request.
    expect(esc).toBe(false);
    fireEvent.mouseDown(dialog, { clientX: -5, clientY: -5 });
    expect(onClose).not.toHaveBeenCalled();
    expect(isShownModal(dialog)).toBe(true);
  });

  it('shows a closed one again if the browser closes it anyway, and closes a dismissible one as by its ×', async () => {
    const stays = vi.fn();
    renderIn(<Question onClose={stays} dismissible={false} />);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => {
      dialog.close();
      await vi.waitFor(() => expect(isShownModal(dialog)).toBe(true));
    });
    expect(stays).not.toHaveBeenCalled();
    cleanup();

    const closes = vi.fn();
    renderIn(<Question onClose={closes} />);
    const other = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => {
      other.close();
      await vi.waitFor(() => expect(closes).toHaveBeenCalledTimes(1));
    });
  });

  it('lays itself out when given the id of its own heading, and focuses what the caller names', () => {
    function Own({ onClose }: { onClose(): void }) {
      const button = useRef<HTMLButtonElement>(null);
      return (
        <Dialog labelledBy="own-title" onClose={onClose} initialFocus={button}>
          <h2 id="own-title">登录提示</h2>
          <button type="button">次要</button>
          <button ref={button} type="button">重新登录</button>
        </Dialog>
      );
    }
    const { dialog } = openWith((close) => <Own onClose={close} />);
    expect(screen.getByRole('dialog', { name: '登录提示' })).toBe(dialog);
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '重新登录' }));
  });

  it('hidden: closed, the page usable, its content still mounted; shown again on demand', () => {
    function Host() {
      const [hidden, setHidden] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setHidden((h) => !h)}>切换</button>
          <Dialog title="应用" size="frame" hidden={hidden} onClose={() => undefined}>
            <iframe title="应用页面" src="about:blank" />
          </Dialog>
        </>
      );
    }
    renderIn(<Host />);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    const frame = dialog.querySelector('iframe');
    expect(isShownModal(dialog)).toBe(true);
    // The frame's dialog starts on the dialog itself: focus inside a cross-origin frame would swallow Esc.
    expect(document.activeElement).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: '切换', hidden: true }));
    expect(dialog.open).toBe(false);
    expect(dialogStack.top()).toBeNull();
    expect(dialog.querySelector('iframe')).toBe(frame);
    fireEvent.click(screen.getByRole('button', { name: '切换' }));
    expect(isShownModal(dialog)).toBe(true);
  });

  it('stacks: the later dialog is on top, and closing it leaves the earlier one open with its focus back', () => {
    function Outer({ onClose }: { onClose(): void }) {
      const [inner, setInner] = useState(false);
      return (
        <Dialog title="评价" onClose={onClose}>
          <button type="button" onClick={() => setInner(true)}>提交评价</button>
          {inner ? <Question onClose={() => setInner(false)} /> : null}
        </Dialog>
      );
    }
    const { dialog: outer } = openWith((close) => <Outer onClose={close} />);
    const submit = within(outer).getByRole('button', { name: '提交评价' });
    expect(document.activeElement).toBe(submit);
    fireEvent.click(submit);
    const inner = screen.getByRole('dialog', { name: '取消收藏' });
    expect(dialogStack.top()).toBe(inner);
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '取消收藏' })).toBeNull();
    expect(isShownModal(outer)).toBe(true);
    expect(dialogStack.top()).toBe(outer);
    expect(document.activeElement).toBe(submit);
  });
});

describe('toasts over dialogs', () => {
  function Raise({ message }: { message: string }) {
    const toast = useToast();
    return <button type="button" onClick={() => toast.error(message)}>出错</button>;
  }

  it('[WRAP-13] the toast stack is a shown manual popover, inside the topmost dialog while one is open', () => {
    renderIn(
      <>
        <Raise message="网络异常" />
        <Opener dialog={(close) => <Dialog title="服务详情" onClose={close}><Raise message="收藏失败" /></Dialog>} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '出错' }));
    const first = screen.getByRole('alert');
    const stack = first.parentElement as HTMLElement;
    expect(stack.getAttribute('popover')).toBe('manual');
    expect(stack.parentElement).toBe(document.body);

    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '服务详情' });
    // Moved into the dialog: outside it the page is inert, toasts included.
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '出错' }));
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['网络异常×', '收藏失败×']);
    fireEvent.click(within(within(dialog).getAllByRole('alert')[1] as HTMLElement).getByRole('button', { name: '关闭' }));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').parentElement?.parentElement).toBe(document.body);
  });

  it('a confirmation is a polite status, not an alert', () => {
    function Thank() {
      const toast = useToast();
      return <button type="button" onClick={() => toast.success('评价成功')}>评价</button>;
    }
    renderIn(<Thank />);
    fireEvent.click(screen.getByRole('button', { name: '评价' }));
    expect(screen.getByRole('status').textContent).toContain('评价成功');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
