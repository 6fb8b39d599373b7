import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodMiniType } from 'zod/mini';
import type { Db } from '../../../db/client';
import { eq } from 'drizzle-orm';
import { businessDeliveries, businessSystemKeys } from '../../../db/schema/business-systems';
import { AppError } from '../../../http/app-error';
import { scanJsonDepth, MAX_JSON_DEPTH } from '../../../http/json-depth';
import { createRateLimiter } from '../../../http/rate-limiter';
import { timePhase } from '../../../http/server-timing';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { ReplayStoreUnavailableError, type ReplayStore } from '../../../security/wrapped-calls';
import {
  BUSINESS_API_PATHS, BUSINESS_API_PREFIX, BUSINESS_BATCH_BODY_LIMIT_BYTES, BUSINESS_BODY_LIMIT_BYTES, BUSINESS_TIMESTAMP_WINDOW_SECONDS,
  applicationEventSchema, messageSendRequestSchema, todoBatchEnvelopeSchema, todoCloseRequestSchema, todoUpsertRequestSchema, externalIdSchema,
  type BusinessDeliveryKind, type BusinessScope, type TodoBatchResult,
} from '../../../../shared/schema/business-api';
import { BusinessApiError } from './business-error';
import {
  checkTimestamp, KnownSystemRefusal, signatureHeadersOf, verifySignature, type CallingSystem, type SignatureHeaders,
} from './credentials';
import type { KeyLookup } from './key-lookup';
import { Affected, type DeliveryOf, type WriteContext } from '../services/write-context';
import { closeTodo, recordApplicationEvent } from '../services/applications';
import { upsertTodo } from '../services/upsert-todo';
import { sendBusinessMessage, type SentMessage } from '../services/messages';
import { whoami } from '../services/registry';

export interface OpenApiDeps {
  db: Db;
  now: () => number;
  redis: Redis | null;
  replayStore: ReplayStore;
  keys: KeyLookup;
  rate: { limit: number; windowSeconds: number };
  /** After a write commits: tell the users' pages and refresh what reads the records. */
  afterWrite(tenantId: string, affected: Affected, sent?: SentMessage): Promise<void>;
}

/** What one call carries from its first hook to its delivery row. */
interface CallState {
  startedMs: number;
  headers: SignatureHeaders | null;
  system: CallingSystem | null;
  secret: string;
  kind: BusinessDeliveryKind;
  externalId: string;
  /** The accepted write's transaction wrote the delivery row itself (a batch: its items' statements, theirs). */
  recorded: boolean;
  error: BusinessApiError | null;
  raw: Buffer;
  /** A batch's refused items, each recorded as its own delivery once the answer is sent. */
  refusedItems: RefusedItem[];
}

interface RefusedItem {
  todoId: string;
  refusal: BusinessApiError;
  atMs: number;
}

const KIND_OF_ROUTE: Record<string, { kind: BusinessDeliveryKind; scope: BusinessScope | null }> = {
  [`GET ${BUSINESS_API_PATHS.whoami}`]: { kind: 'whoami', scope: null },
  [`PUT ${BUSINESS_API_PATHS.todo}`]: { kind: 'todo.upsert', scope: 'todos' },
  [`POST ${BUSINESS_API_PATHS.todoBatch}`]: { kind: 'todo.upsert', scope: 'todos' },
  [`POST ${BUSINESS_API_PATHS.todoClose}`]: { kind: 'todo.close', scope: 'todos' },
  [`POST ${BUSINESS_API_PATHS.applicationEvents}`]: { kind: 'application.event', scope: 'applications' },
  [`POST ${BUSINESS_API_PATHS.messages}`]: { kind: 'message.send', scope: 'messages' },
};

/** Field messages of a zod failure, keyed by dotted path. */
function fieldsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

function parse<T>(schema: ZodMiniType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BusinessApiError('invalid_request', { fields: fieldsOf(result.error.issues) });
  return result.data;
}

function toBusinessError(error: unknown, bodyLimit = BUSINESS_BODY_LIMIT_BYTES): BusinessApiError {
  if (error instanceof BusinessApiError) return error;
  if (isDatabaseUnavailable(error) || error instanceof ReplayStoreUnavailableError) return new BusinessApiError('unavailable', { retryAfter: 5 });
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return new BusinessApiError('payload_too_large', { message: `请求体超过 ${bodyLimit / 1024} KiB` });
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) return new BusinessApiError('unsupported_media_type');
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return new BusinessApiError('invalid_request', { message: '请求体不是有效的 JSON' });
  return new BusinessApiError('internal');
}

/** A route's path inside the plugin, whose prefix is the API's. */
const relative = (path: string) => path.slice(BUSINESS_API_PREFIX.length);

/** The body limit of the route a request reached: a batch of to-dos has its own, larger one. */
const bodyLimitOf = (request: FastifyRequest) =>
  (request.routeOptions.url === BUSINESS_API_PATHS.todoBatch ? BUSINESS_BATCH_BODY_LIMIT_BYTES : BUSINESS_BODY_LIMIT_BYTES);

/** A key's last use is written at most this often (a write per call would double the API's writes). */
const TOUCH_EVERY_MS = 60_000;

/** Refusals of a flooding system are recorded at most once a second each, so a flood cannot flood the audit too. */
const FLOOD_RECORD_EVERY_MS = 1_000;

/** The routes each app registered under the API's prefix, `METHOD path`, as Fastify saw them (the OpenAPI test reads it). */
const routesByApp = new WeakMap<FastifyInstance, string[]>();

export function registeredOpenRoutes(app: FastifyInstance): readonly string[] {
  return routesByApp.get(app) ?? [];
}

/**
 * The inbound API (ADR 024) as an encapsulated Fastify plugin under /api/open/v1: its own body parser (raw bytes,
 * 64 KiB — a batch of to-dos 256 KiB —, for the signature's body hash), its own error body, and in order: signing
 * headers and key (onRequest), the system's rate limit (one hit) and the timestamp window, then the signature over
 * the body and the nonce's replay claim (preHandler), the scope, and the route; a batch of to-dos then weighs its
 * other items against the rate limit. Every call of a known key leaves a delivery row, and every item of a batch its
 * own. The Server-Timing header names the time of the key lookup, the rate window, the nonce claim and the write
 * (`key`, `rate`, `nonce`, `write`; a batch's weighing, `weight`).
 */
export async function registerOpenApi(app: FastifyInstance, deps: OpenApiDeps): Promise<void> {
  const calls = new WeakMap<FastifyRequest, CallState>();
  const limiter = createRateLimiter(
    { name: 'business-api', limit: deps.rate.limit, windowMs: deps.rate.windowSeconds * 1000, msg: '请求过于频繁' },
    { redis: deps.redis },
  );
  const floodRecorded = new Map<string, number>();
  const touched = new Map<string, number>();
  const touch = (keyId: string, log: FastifyRequest['log']) => {
    const now = deps.now();
    if (now - (touched.get(keyId) ?? 0) < TOUCH_EVERY_MS) return;
    touched.set(keyId, now);
    deps.db.update(businessSystemKeys).set({ lastUsedAt: new Date(now) }).where(eq(businessSystemKeys.keyId, keyId))
      .catch((error: unknown) => log.warn({ err: error }, 'business API: last use of a key not written'));
  };
  const ctx: WriteContext = { db: deps.db, now: deps.now };
  /** Takes `weight` places of the system's rate window, all or none; rate_limited (with `message`) when fewer are left. */
  const take = async (request: FastifyRequest, phase: string, systemId: string, weight: number, message?: string) => {
    try {
      await timePhase(request, phase, () => limiter.take(systemId, deps.now(), weight));
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        throw new BusinessApiError('rate_limited', { retryAfter: Math.max(1, Math.ceil(deps.rate.windowSeconds / 10)), ...(message ? { message } : {}) });
      }
      throw error;
    }
  };

  const stateOf = (request: FastifyRequest): CallState => {
    let state = calls.get(request);
    if (!state) {
      const route = KIND_OF_ROUTE[`${request.method} ${request.routeOptions.url ?? ''}`];
      state = {
        startedMs: deps.now(), headers: null, system: null, secret: '', kind: route?.kind ?? 'whoami', externalId: '',
        recorded: false, error: null, raw: Buffer.alloc(0), refusedItems: [],
      };
      calls.set(request, state);
    }
    return state;
  };

  const routes: string[] = [];
  routesByApp.set(app, routes);
  await app.register(async (open) => {
    open.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    open.removeAllContentTypeParsers();
    open.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BUSINESS_BODY_LIMIT_BYTES }, (request, body, done) => {
      const raw = body as Buffer;
      stateOf(request).raw = raw;
      if (raw.length === 0) {
        done(null, undefined);
        return;
      }
      const text = raw.toString('utf8');
      if (scanJsonDepth(text, MAX_JSON_DEPTH).tooDeep) {
        done(new BusinessApiError('invalid_request', { message: `JSON 嵌套超过 ${MAX_JSON_DEPTH} 层` }), undefined);
        return;
      }
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        done(new BusinessApiError('invalid_request', { message: '请求体不是有效的 JSON' }), undefined);
      }
    });
    open.addContentTypeParser('*', (_request, _payload, done) => done(new BusinessApiError('unsupported_media_type'), undefined));

    open.setErrorHandler((error, request, reply) => {
      const refusal = toBusinessError(error, bodyLimitOf(request));
      if (refusal.code === 'internal') request.log.error({ err: error }, 'business API: unhandled error');
      stateOf(request).error = refusal;
      if (refusal.retryAfter !== undefined) void reply.header('Retry-After', String(refusal.retryAfter));
      void reply.code(refusal.httpStatus).send(refusal.toBody());
    });
    open.setNotFoundHandler((_request, reply) => {
      const refusal = new BusinessApiError('not_found');
      void reply.code(refusal.httpStatus).send(refusal.toBody());
    });

    open.addHook('onRequest', async (request) => {
      const state = stateOf(request);
      state.headers = signatureHeadersOf(request.headers);
      try {
        const keyId = state.headers.keyId;
        const { system, secret } = await timePhase(request, 'key', () => deps.keys.resolve(keyId));
        state.system = system;
        state.secret = secret;
      } catch (error) {
        if (error instanceof KnownSystemRefusal) state.system = error.system;
        throw error;
      }
      await take(request, 'rate', state.system.id, 1);
      checkTimestamp(state.headers.timestamp, deps.now());
    });

    open.addHook('preHandler', async (request) => {
      const state = stateOf(request);
      const { system, headers } = state;
      if (!system || !headers) throw new BusinessApiError('missing_signature');
      verifySignature(state.secret, request.method, request.url, headers, state.raw);
      // Claimed only once the signature holds: nobody without the secret can use up a system's nonces.
      const nonceKey = `bizsys:${headers.keyId}:${headers.nonce}`;
      const fresh = await timePhase(request, 'nonce', () => deps.replayStore.claim(nonceKey, 2 * BUSINESS_TIMESTAMP_WINDOW_SECONDS));
      if (!fresh) throw new BusinessApiError('replayed_nonce');
      touch(headers.keyId, request.log);
      const route = KIND_OF_ROUTE[`${request.method} ${request.routeOptions.url ?? ''}`];
      if (route?.scope && !system.scopes.includes(route.scope)) {
        throw new BusinessApiError('scope_denied', { message: `该业务系统没有 ${route.scope} 权限` });
      }
    });

    /** A batch's refused items, one delivery row each (its accepted items' rows were written by their statements). */
    const recordRefusedItems = async (request: FastifyRequest, system: CallingSystem, state: CallState) => {
      await deps.db.insert(businessDeliveries).values(state.refusedItems.map(({ todoId, refusal, atMs }) => ({
        tenantId: system.tenantId, systemId: system.id, keyId: system.keyId, kind: state.kind, externalId: todoId,
        // The status the item's own PUT would have answered: the studio tells the refusals apart by it.
        outcome: 'refused' as const, httpStatus: refusal.httpStatus, errorCode: refusal.code, errorMessage: refusal.message.slice(0, 500),
        durationMs: Math.max(0, Math.round(atMs - state.startedMs)), createdAt: new Date(atMs),
      }))).catch((failure: unknown) => request.log.warn({ err: failure }, 'business API: delivery rows of a batch\'s refused items not written'));
    };

    open.addHook('onResponse', async (request, reply) => {
      const state = calls.get(request);
      if (!state?.system) return;
      if (state.refusedItems.length > 0) await recordRefusedItems(request, state.system, state);
      if (state.recorded) return;
      const now = deps.now();
      const error = state.error;
      if (error?.code === 'rate_limited') {
        const last = floodRecorded.get(state.system.id) ?? 0;
        if (now - last < FLOOD_RECORD_EVERY_MS) return;
        floodRecorded.set(state.system.id, now);
      }
      await deps.db.insert(businessDeliveries).values({
        tenantId: state.system.tenantId, systemId: state.system.id, keyId: state.system.keyId, kind: state.kind, externalId: state.externalId,
        outcome: error ? 'refused' : 'accepted', httpStatus: reply.statusCode, errorCode: error?.code ?? '',
        errorMessage: (error?.message ?? '').slice(0, 500), durationMs: Math.max(0, Math.round(now - state.startedMs)), createdAt: new Date(now),
      }).catch((failure: unknown) => request.log.warn({ err: failure }, 'business API: delivery row not written'));
    });

    const deliveryOf = (request: FastifyRequest, externalId: string): DeliveryOf => {
      const state = stateOf(request);
      state.externalId = externalId;
      if (!state.system) throw new BusinessApiError('missing_signature');
      return { system: state.system, kind: state.kind, externalId, startedMs: state.startedMs };
    };
    const accepted = (request: FastifyRequest) => {
      stateOf(request).recorded = true;
    };
    const idParam = (request: FastifyRequest, name: string): string => {
      const value = (request.params as Record<string, string | undefined>)[name] ?? '';
      const result = externalIdSchema.safeParse(value);
      if (!result.success) throw new BusinessApiError('invalid_request', { fields: { [name]: result.error.issues[0]?.message ?? '编号不正确' } });
      return result.data;
    };
    const after = (request: FastifyRequest, affected: Affected, sent?: SentMessage) => {
      const system = stateOf(request).system;
      if (!system) return;
      deps.afterWrite(system.tenantId, affected, sent).catch((error: unknown) => request.log.warn({ err: error }, 'business API: telling the pages failed'));
    };

    open.get(relative(BUSINESS_API_PATHS.whoami), async (request) => {
      const state = stateOf(request);
      if (!state.system) throw new BusinessApiError('missing_signature');
      return whoami(deps.db, state.system, deps.now());
    });

    open.put(relative(BUSINESS_API_PATHS.todo), async (request, reply: FastifyReply) => {
      const todoId = idParam(request, 'todoId');
      const delivery = deliveryOf(request, todoId);
      const input = parse(todoUpsertRequestSchema, request.body);
      const affected = new Affected();
      const answer = await timePhase(request, 'write', () => upsertTodo(ctx, delivery, todoId, input, affected));
      accepted(request);
      after(request, affected);
      return reply.send(answer);
    });

    open.post(relative(BUSINESS_API_PATHS.todoBatch), { bodyLimit: BUSINESS_BATCH_BODY_LIMIT_BYTES }, async (request, reply: FastifyReply) => {
      const state = stateOf(request);
      const system = state.system;
      if (!system) throw new BusinessApiError('missing_signature');
      const { items } = parse(todoBatchEnvelopeSchema, request.body);
      // The call took one place of the window with its key; its other items weigh now, all or none (ADR 024).
      if (items.length > 1) {
        const { limit, windowSeconds } = deps.rate;
        await take(request, 'weight', system.id, items.length - 1, items.length > limit
          ? `本批 ${items.length} 条待办超过限额（每 ${windowSeconds} 秒 ${limit} 条），请拆成更小的批次`
          : `请求过于频繁：本批 ${items.length} 条待办超出剩余额度，请稍后再试`);
      }
      const affected = new Affected();
      const results = await timePhase(request, 'write', async () => {
        const answered: TodoBatchResult[] = [];
        let outage: BusinessApiError | null = null;
        // One item after another: a batch holds at most one pool connection at a time, so a burst of batches cannot
        // take the whole pool from the portal's pages.
        for (const item of items) {
          const { todoId } = item;
          try {
            if (outage) throw outage;
            const input = parse(todoUpsertRequestSchema, item);
            const answer = await upsertTodo(ctx, { system, kind: state.kind, externalId: todoId, startedMs: state.startedMs }, todoId, input, affected);
            answered.push({ todoId, ok: true, answer });
          } catch (error) {
            const refusal = toBusinessError(error);
            if (refusal.code === 'internal') request.log.error({ err: error }, 'business API: unhandled error in a batch item');
            // The database is gone: the items left are not tried (each would wait out its connection), only answered.
            if (isDatabaseUnavailable(error)) outage = refusal;
            answered.push({ todoId, ok: false, error: refusal.toBody().error });
            state.refusedItems.push({ todoId, refusal, atMs: deps.now() });
          }
        }
        return answered;
      });
      accepted(request);
      if (results.some((result) => result.ok)) after(request, affected);
      return reply.send({ results });
    });

    open.post(relative(BUSINESS_API_PATHS.todoClose), async (request, reply: FastifyReply) => {
      const todoId = idParam(request, 'todoId');
      const delivery = deliveryOf(request, todoId);
      const input = parse(todoCloseRequestSchema, request.body);
      const affected = new Affected();
      const answer = await timePhase(request, 'write', () => closeTodo(ctx, delivery, todoId, input, affected));
      accepted(request);
      after(request, affected);
      return reply.send(answer);
    });

    open.post(relative(BUSINESS_API_PATHS.applicationEvents), async (request, reply: FastifyReply) => {
      const applicationId = idParam(request, 'applicationId');
      const delivery = deliveryOf(request, applicationId);
      const event = parse(applicationEventSchema, request.body);
      const affected = new Affected();
      const answer = await timePhase(request, 'write', () => recordApplicationEvent(ctx, delivery, applicationId, event, affected));
      accepted(request);
      after(request, affected);
      return reply.send(answer);
    });

    open.post(relative(BUSINESS_API_PATHS.messages), async (request, reply: FastifyReply) => {
      const body = request.body as { messageId?: unknown } | undefined;
      const delivery = deliveryOf(request, typeof body?.messageId === 'string' ? body.messageId.slice(0, 64) : '');
      const input = parse(messageSendRequestSchema, request.body);
      const affected = new Affected();
      const sent = await timePhase(request, 'write', () => sendBusinessMessage(ctx, delivery, input, affected));
      accepted(request);
      after(request, affected, sent);
      return reply.send(sent.answer);
    });
  }, { prefix: BUSINESS_API_PREFIX });
}
