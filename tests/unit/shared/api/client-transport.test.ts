import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientKind } from '../../../../src/shared/api/catalogue/define-call';
import { CHUNK_LOAD_TIMEOUT_MS, createApiClient, REQUEST_TIMEOUT_MS } from '../../../../src/shared/api/client';
import type { Responder } from './fakes';
import { createAuth, createFakeFetch, hangUntilAborted, postCall, SIGNED_IN } from './fakes';

function setup(responder: Responder, kind: ClientKind = 'blade') {
  const server = createFakeFetch(responder);
  const onErrorMessage = vi.fn<(msg: string, status: number) => void>();
  const client = createApiClient({ kind, baseUrl: '', fetch: server.fetch, auth: createAuth(SIGNED_IN), onErrorMessage });
  return { client, sent: server.sent, onErrorMessage };
}

/** Tracks whether a promise has settled yet, without leaving its rejection unhandled. */
function watch(promise: Promise<unknown>): { readonly settled: boolean } {
  const state = { settled: false };
  promise.then(() => { state.settled = true; }, () => { state.settled = true; });
  return state;
}

describe('request wrapper: time-outs and network errors', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('[WRAP-09] a time-out rejects with 8010 and the time-out message, and aborts the request', async () => {
    const { client, sent, onErrorMessage } = setup(hangUntilAborted);
    const result = expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({
      status: 8010, message: 'interface request timed out, please try again later',
    });
    await vi.advanceTimersByTimeAsync(30_000);
    await result;
    expect(sent[0]?.signal?.aborted).toBe(true);
    expect(onErrorMessage).toHaveBeenCalledWith('interface request timed out, please try again later', 8010);
  });

  it('[WRAP-09] a fetch that ignores the abort signal still times out', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined));
    const result = expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8010 });
    await vi.advanceTimersByTimeAsync(30_000);
    await result;
  });

  it('[WRAP-09] another network error rejects with 8008 and the error\'s message', async () => {
    const { client, onErrorMessage } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.call(postCall, { keyword: 'x' })).rejects.toMatchObject({ status: 8008, message: 'fetch failed' });
    expect(onErrorMessage).toHaveBeenCalledWith('fetch failed', 8008);
  });

  it('[WRAP-09] the caller\'s signal aborts the request: 8008, and no message shown for what the caller chose', async () => {
    const { client, sent, onErrorMessage } = setup(hangUntilAborted);
    const controller = new AbortController();
    const result = expect(client.call(postCall, { keyword: 'x' }, { signal: controller.signal })).rejects.toMatchObject({
      status: 8008, message: 'left the page',
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('left the page'));
    await result;
    expect(sent[0]?.signal?.aborted).toBe(true);
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it('[WRAP-09] a signal aborted before the call sends nothing', async () => {
    const { client, sent } = setup(hangUntilAborted);
    await expect(client.call(postCall, { keyword: 'x' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ status: 8008 });
    expect(sent).toHaveLength(0);
  });

  it.each([['blade', 30_000], ['osp', 50_000]] as const)('[WRAP-12] the %s client times out after exactly %i ms', async (kind, ms) => {
    const { client } = setup(hangUntilAborted, kind);
    const call = client.call(postCall, { keyword: 'x' });
    const state = watch(call);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    await expect(call).rejects.toMatchObject({ status: 8010 });
  });

  it('[WRAP-12] exports the request time-outs and the 120000 ms chunk-load time-out', () => {
    expect(REQUEST_TIMEOUT_MS).toEqual({ blade: 30_000, osp: 50_000 });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('[WRAP-12] an answer in time leaves no timer behind', async () => {
    const { client } = setup(() => new Response(JSON.stringify({ status: 1000, msg: 'ok', result: { ok: true } })));
    await expect(client.call(postCall, { keyword: 'x' })).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
