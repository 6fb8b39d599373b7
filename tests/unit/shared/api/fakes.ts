import { z } from 'zod/mini';
import { defineCall } from '../../../../src/shared/api/catalogue/define-call';
import type { AuthSource } from '../../../../src/shared/api/client-types';
import type { IncomingResponse, OutgoingRequest, RequestSealer, VerifyOutcome } from '../../../../src/shared/api/sealer';

/** What the fake fetch saw of one request; header names are lower-case, as HTTP treats them. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type Responder = (request: SentRequest, index: number) => Response | Promise<Response>;

/** A fetch that records each request and answers with `responder`. */
export function createFakeFetch(responder: Responder): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const request: SentRequest = {
      url: new URL(String(input), 'http://hall.test'),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    sent.push(request);
    return responder(request, sent.length - 1);
  };
  return { fetch: fakeFetch, sent };
}

/** A JSON answer. */
export function json(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** An `{ status, msg, result }` answer. */
export function envelope(result: unknown, status = 1000, msg = 'ok', errors?: { field: string; msg: string }[]): Response {
  return json({ status, msg, result, ...(errors ? { errors } : {}) });
}

/** A fetch answer that never comes; it rejects only when the request's signal aborts. */
export function hangUntilAborted(request: SentRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(request.signal?.reason), { once: true });
  });
}

export function createAuth(state: { token?: string | null; user?: { account: string; nick_name: string } | null; tenantId?: string } = {}): AuthSource {
  return {
    getAccessToken: () => state.token ?? null,
    getUser: () => state.user ?? null,
    getTenantId: () => state.tenantId ?? '000000',
  };
}

export const SIGNED_IN = { token: 'tok-1', user: { account: 'zhangsan', nick_name: '张三' }, tenantId: '000000' };

/** A POST on a wrapped service path. */
export const postCall = defineCall({
  name: 'testPost', method: 'POST', path: '/api/blade-platform/homePage/testPost',
  request: z.object({ keyword: z.string().check(z.minLength(1, 'keyword is required')), account: z.optional(z.string()) }),
  response: z.object({ ok: z.boolean() }),
});

/** A GET on a wrapped service path. */
export const getCall = defineCall({
  name: 'testGet', method: 'GET', path: '/api/blade-workbench/baseService/testGet',
  request: z.object({ page: z.optional(z.number()), ids: z.optional(z.array(z.string())) }),
  response: z.array(z.string()),
});

/** A visitor path: never sealed. */
export const nobodyCall = defineCall({
  name: 'testNobody', method: 'POST', path: '/api/blade-platform/nobody/index/testNobody',
  request: z.object({}), response: z.object({ ok: z.boolean() }),
});

/** What the fake sealer was asked to do. */
export interface SealerLog {
  seal: OutgoingRequest[];
  verify: { requestId: string; response: IncomingResponse }[];
  resets: number;
}

/** A RequestSealer that marks bodies instead of encrypting them and answers verify() with `outcome`. */
export function createFakeSealer(outcome: () => VerifyOutcome | Promise<VerifyOutcome> = () => ({ ok: true })): {
  sealer: RequestSealer; log: SealerLog;
} {
  const log: SealerLog = { seal: [], verify: [], resets: 0 };
  const sealer: RequestSealer = {
    async seal(request) {
      log.seal.push(request);
      const requestId = `rid-${log.seal.length}`;
      return {
        requestId,
        headers: { 'X-Request-Id': requestId, 'X-Signature': `sig-${requestId}` },
        body: request.body === undefined ? undefined : JSON.stringify({ data: `sealed:${request.body}` }),
      };
    },
    async verify(requestId, response) {
      log.verify.push({ requestId, response });
      return outcome();
    },
    reset() {
      log.resets += 1;
    },
  };
  return { sealer, log };
}
