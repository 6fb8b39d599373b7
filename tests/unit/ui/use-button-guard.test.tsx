// @vitest-environment jsdom
import { useLayoutEffect, useRef, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUTTON_GUARD_MS, useButtonGuard } from '../../../src/ui/use-button-guard';
import { until } from '../../support/until';

afterEach(() => { cleanup(); vi.useRealTimers(); });
beforeEach(() => { vi.useFakeTimers(); });

function Guarded({ handler, ms }: { handler: (label: string) => unknown; ms?: number }) {
  const guard = useButtonGuard(handler, ms);
  return <button type="button" disabled={guard.disabled} onClick={() => guard.onClick('saved')}>保存</button>;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

/** Clicks its own button from a layout effect once `value` is 1: a click right after a render, before its passive effects. */
function ClickedAfterRender({ seen }: { seen: number[] }) {
  const [value, setValue] = useState(0);
  const guard = useButtonGuard(() => { seen.push(value); });
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => { if (value === 1) button.current?.click(); }, [value]);
  return (
    <>
      <button type="button" onClick={() => setValue(1)}>加载</button>
      <button type="button" ref={button} onClick={guard.onClick}>查看更多</button>
    </>
  );
}

describe('useButtonGuard', () => {
  it('[SHELL-09] a click right after a render runs that render\'s handler, not the one before', () => {
    const seen: number[] = [];
    render(<ClickedAfterRender seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '加载' }));
    expect(seen).toEqual([1]);
  });

  it('[SHELL-09] disables the button for 800 ms after a click, then enables it again', () => {
    const handler = vi.fn();
    render(<Guarded handler={handler} />);
    const button = screen.getByRole('button', { name: '保存' });
    expect(BUTTON_GUARD_MS).toBe(800);
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledExactlyOnceWith('saved');
    expect(button.hasAttribute('disabled')).toBe(true);
    act(() => { vi.advanceTimersByTime(799); });
    expect(button.hasAttribute('disabled')).toBe(true);
    act(() => { vi.advanceTimersByTime(1); });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('[SHELL-09] a second click in the same tick (a double click) runs the handler once', () => {
    const handler = vi.fn();
    let api: ReturnType<typeof useButtonGuard<[]>> | null = null;
    function Probe() {
      api = useButtonGuard(handler);
      return null;
    }
    render(<Probe />);
    act(() => {
      api?.onClick();
      // Before React has re-rendered: the button is not disabled yet, the guard must hold anyway.
      api?.onClick();
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('[SHELL-09] stays disabled while a slow async handler runs, past 800 ms, until it settles', async () => {
    const work = deferred();
    const handler = vi.fn(() => work.promise);
    render(<Guarded handler={handler} />);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    await act(async () => { await vi.advanceTimersByTimeAsync(5_000); });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(1);
    await act(async () => { work.resolve(); await work.promise; });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('[SHELL-09] a fast async handler still keeps the button disabled for the whole 800 ms', async () => {
    render(<Guarded handler={async () => undefined} />);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(790); });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('[SHELL-09] a rejected handler releases the button and its error is not swallowed', async () => {
    const work = deferred();
    const unhandled = vi.fn();
    const onUnhandled = (reason: unknown) => { unhandled(reason); };
    process.on('unhandledRejection', onUnhandled);
    try {
      render(<Guarded handler={() => work.promise} ms={100} />);
      const button = screen.getByRole('button', { name: '保存' });
      fireEvent.click(button);
      await act(async () => {
        work.reject(new Error('boom'));
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(button.hasAttribute('disabled')).toBe(false);
      vi.useRealTimers();
      await until('the rejection reported as unhandled', () => unhandled.mock.calls.length > 0);
      expect(unhandled).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
