// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCall, type CallDef, type CallRequest, type CallResult } from '../../../../src/shared/api/catalogue/define-call';
import type { ApiClient, CallOptions } from '../../../../src/shared/api/client-types';
import { useCall, type UseCallOptions } from '../../../../src/portal/lib/use-call';

afterEach(cleanup);

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('useCall with a loader', () => {
  it('shows loading, then the answer; a failure gives the error and its message, and reload tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('服务繁忙')).mockResolvedValueOnce('好了');
    const { result } = renderHook(() => useCall(load, { key: 'k' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', message: '服务繁忙' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: '好了' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of an earlier run when the key changes before it comes', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const runs = [first, second];
    const { result, rerender } = renderHook(({ k }: { k: string }) => useCall(() => runs.shift()!.promise, { key: k }), { initialProps: { k: 'a' } });
    rerender({ k: 'b' });
    second.resolve('b 的答案');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'b 的答案' }));
    await act(async () => { first.resolve('a 的答案'); await first.promise; });
    expect(result.current.state).toEqual({ status: 'success', data: 'b 的答案' });
  });

  it('with a key, a new loader function alone does not load again; the newest one runs on the next key', async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ k, tag }: { k: string; tag: string }) => useCall(async () => { calls.push(tag); return tag; }, { key: k }),
      { initialProps: { k: 'a', tag: 'one' } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'one' }));
    rerender({ k: 'a', tag: 'two' });
    rerender({ k: 'b', tag: 'three' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'three' }));
    expect(calls).toEqual(['one', 'three']);
  });

  it('with keepData, a new key keeps the answer on screen until the next one comes (a live reload)', async () => {
    const next = deferred<string>();
    const runs = [Promise.resolve('三条待办'), next.promise];
    const { result, rerender } = renderHook(({ k }: { k: string }) => useCall(() => runs.shift()!, { key: k, keepData: true }), { initialProps: { k: 'a' } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: '三条待办' }));
    rerender({ k: 'b' });
    expect(result.current.state).toEqual({ status: 'success', data: '三条待办' });
    next.resolve('四条待办');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: '四条待办' }));
  });

  it('loads nothing while not enabled, and loads when enabled', async () => {
    const load = vi.fn(async () => 1);
    const { result, rerender } = renderHook(({ enabled }: UseCallOptions) => useCall(load, { key: 'k', enabled }), { initialProps: { enabled: false } });
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'loading' });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 1 }));
  });
});

describe('useCall with a catalogue call', () => {
  const probe = defineCall({
    name: 'probe', method: 'POST', path: '/api/probe', client: 'blade', request: z.object({ id: z.string() }), response: z.string(), answer: 'envelope',
  });

  function fakeClient(answer: (input: { id: string }) => Promise<string>) {
    const seen: { input: unknown; options: CallOptions | undefined }[] = [];
    const client = {
      call: async <C extends CallDef>(_call: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>> => {
        seen.push({ input, options });
        return (await answer(input as { id: string })) as CallResult<C>;
      },
    } as ApiClient;
    return { client, seen };
  }

  it('calls it silently (the view shows its own error) and loads again only when the input\'s content changes', async () => {
    const { client, seen } = fakeClient(async ({ id }) => `服务 ${id}`);
    const { result, rerender } = renderHook(({ id }: { id: string }) => useCall(client, probe, { id }), { initialProps: { id: '1' } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: '服务 1' }));
    rerender({ id: '1' });
    rerender({ id: '2' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: '服务 2' }));
    expect(seen).toEqual([{ input: { id: '1' }, options: { silent: true } }, { input: { id: '2' }, options: { silent: true } }]);
  });
});
