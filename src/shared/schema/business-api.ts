import { z } from 'zod/mini';

/**
 * The inbound API for business systems (ADR 024): how 教务, 学工, 财务 … write to-dos, application events and
 * messages into the portal. Version 1, under `/api/open/v1/`. This file is the contract: the server validates with
 * these schemas, the OpenAPI description (`/api/open/openapi.json`) is generated from them, and a business system
 * may import or copy `signBusinessRequest`.
 *
 * ## Signing (HMAC-SHA256, scheme `SH1-HMAC-SHA256`)
 * A system is registered in the studio (业务系统接入) and given a key: a key id (`bk_…`, public) and a secret
 * (`bs_…`, shown once). Every request carries four headers:
 *
 *   X-SH-Key-Id     the key id
 *   X-SH-Timestamp  Unix time in seconds (decimal); refused when more than 300 s from the server's clock
 *   X-SH-Nonce      16–64 characters of [A-Za-z0-9_-], fresh for every request; a nonce seen before is refused
 *   X-SH-Signature  base64url (no padding) of HMAC-SHA256(secret as UTF-8, canonical text)
 *
 * The canonical text is six lines joined by "\n" (no trailing newline):
 *
 *   SH1-HMAC-SHA256
 *   <METHOD in capitals>
 *   <request target: path and query exactly as sent, e.g. /api/open/v1/todos/T-1>
 *   <X-SH-Timestamp>
 *   <X-SH-Nonce>
 *   <hex SHA-256 of the exact body bytes; of the empty string when there is no body>
 *
 * Bodies are JSON (`content-type: application/json`), at most 64 KiB (a batch of to-dos 256 KiB). A system has at most two live keys, so a key
 * is rotated without downtime: make the new key, deploy it, revoke the old one.
 *
 * ## Answers
 * Success: HTTP 200 with the call's answer below. Refusal: the HTTP status of the error table and
 * `{ error: { code, message, fields? } }` (message in Chinese, for people; code stable, for programs).
 * Every call of a known key is recorded as a delivery the studio lists, refused ones too.
 *
 * ## Batches of to-dos
 * `POST /todos/batch` carries 1–100 to-dos, each applied as its own `PUT /todos/{todoId}`; it answers 200 with one
 * result per item (the PUT's answer, or the content of the PUT's error body) unless it cannot be split into items or
 * is refused before them, each item is recorded as its own delivery, and it counts as one call per item against the
 * system's rate limit (see `todoBatchRequestSchema`).
 */

// ---------------------------------------------------------------------------------------------------------------
// Routes and headers

export const BUSINESS_API_PREFIX = '/api/open/v1';
export const BUSINESS_API_PATHS = {
  /** GET: who the key belongs to: a harmless call to check a key and the clock. */
  whoami: `${BUSINESS_API_PREFIX}/whoami`,
  /** PUT: create or update a to-do (a step of an application in a handler's hands), by the system's to-do id. */
  todo: `${BUSINESS_API_PREFIX}/todos/:todoId`,
  /**
   * POST: create or update up to 100 to-dos in one call, each as its PUT. A static segment, so it wins over
   * `PUT /todos/:todoId` (another method anyway); a to-do whose id is `batch` is still written and closed by its own
   * paths (`PUT /todos/batch`, `POST /todos/batch/close`).
   */
  todoBatch: `${BUSINESS_API_PREFIX}/todos/batch`,
  /** POST: close a to-do with its result and the handler's opinion. */
  todoClose: `${BUSINESS_API_PREFIX}/todos/:todoId/close`,
  /** POST: record one event of an application, by the system's application id. */
  applicationEvents: `${BUSINESS_API_PREFIX}/applications/:applicationId/events`,
  /** POST: send a message to users, departments and roles. */
  messages: `${BUSINESS_API_PREFIX}/messages`,
} as const;

/** The OpenAPI 3.1 description and its reference page. */
export const BUSINESS_API_DOCS = { json: '/api/open/openapi.json', page: '/api/open/docs' } as const;

export const BUSINESS_SIGNATURE_SCHEME = 'SH1-HMAC-SHA256';
export const BUSINESS_HEADERS = {
  keyId: 'x-sh-key-id',
  timestamp: 'x-sh-timestamp',
  nonce: 'x-sh-nonce',
  signature: 'x-sh-signature',
} as const;
/** Seconds a timestamp may differ from the server's clock, either way. */
export const BUSINESS_TIMESTAMP_WINDOW_SECONDS = 300;
/** Largest request body accepted, in bytes. */
export const BUSINESS_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Largest body of a batch of to-dos (`POST /todos/batch`), in bytes: 100 items at about 1.6 KB each even with a
 * handling address near its 1,000 characters (a usual item is 300–500 bytes, 100 of them 30–50 KB).
 */
export const BUSINESS_BATCH_BODY_LIMIT_BYTES = 256 * 1024;
/** Most to-dos one batch may carry. */
export const BUSINESS_TODO_BATCH_MAX = 100;
/** Live keys a system may hold at once (rotation = two). */
export const BUSINESS_MAX_LIVE_KEYS = 2;

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** A system's own id of a to-do, application, event or message: unique per system, the idempotency key. */
export const externalIdSchema = z.string().check(
  z.minLength(1, '编号不能为空'), z.maxLength(64, '编号不能超过 64 个字符'),
  z.regex(/^[A-Za-z0-9._:-]+$/, '编号只能包含字母、数字和 . _ : -'),
);
/** A user by account (学号 / 工号), as the portal's users table holds it. */
const accountSchema = z.string().check(z.minLength(1, '请给出账号'), z.maxLength(64, '账号不能超过 64 个字符'));
/** An absolute http(s) address the portal opens (a to-do's handling page, an application's view or resume page). */
const addressSchema = z.string().check(
  z.maxLength(1000, '地址不能超过 1000 个字符'),
  z.regex(/^https?:\/\/[^\s]+$/i, '地址须为 http:// 或 https:// 开头的完整地址'),
);
const opinionSchema = z.string().check(z.maxLength(1000, '意见不能超过 1000 个字符'));
const nameSchema = (max: number, label: string) => z.string().check(z.trim(), z.minLength(1, `请给出${label}`), z.maxLength(max, `${label}不能超过 ${max} 个字符`));
/** When it happened in the system (ISO 8601 with offset); the server's time when left out. */
const occurredAtSchema = z.optional(z.iso.datetime({ offset: true, message: '时间须为带时区的 ISO 8601 时间，如 2026-11-26T09:30:00+08:00' }));

// ---------------------------------------------------------------------------------------------------------------
// Scopes

/** What a key's system may do: write to-dos, record application events, send messages. */
export const BUSINESS_SCOPES = ['todos', 'applications', 'messages'] as const;
export type BusinessScope = (typeof BUSINESS_SCOPES)[number];
export const businessScopeSchema = z.enum(BUSINESS_SCOPES);

// ---------------------------------------------------------------------------------------------------------------
// To-dos

/**
 * PUT /todos/{todoId}: a step of an application (known from its `submitted` event) waiting for its handler, shown on
 * the handler's to-do card. Sending it again updates it (another handler = 转办, another address or time limit);
 * the same body again changes nothing. Equivalent to the application event `step_started` with stepId = todoId.
 */
export const todoUpsertRequestSchema = z.object({
  applicationId: externalIdSchema,
  /** The step's name, e.g. 辅导员审批. */
  nodeName: nameSchema(64, '环节名称'),
  /** The handler's account. */
  handler: accountSchema,
  /** The handling department's code; the owning service's department when left out. */
  department: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  /** Where the handler handles it. */
  handleUrl: addressSchema,
  /** Hours allowed before the to-do is overdue; 0 = no limit. */
  timeLimitHours: z.optional(z.int().check(z.minimum(0), z.maximum(8760))),
  /** When the step started; the server's time when left out. */
  startedAt: occurredAtSchema,
});
export type TodoUpsertRequest = z.infer<typeof todoUpsertRequestSchema>;

const todoStateSchema = z.enum(['open', 'closed']);
export const todoAnswerSchema = z.object({
  todoId: z.string(),
  applicationId: z.string(),
  state: todoStateSchema,
  /** true when this call made the to-do, false when it found it (updated or unchanged). */
  created: z.boolean(),
});
export type TodoAnswer = z.infer<typeof todoAnswerSchema>;

/**
 * The items of a batch: 1–100, each naming its to-do once (a second item for the same to-do would make the answer
 * depend on their order). Applied to the full items (the description) and to the envelope the server reads first.
 */
function batchItems<T extends { todoId: string }>(item: z.ZodMiniType<T>) {
  return z.array(item, 'items 须为待办的数组').check(
    z.minLength(1, '请至少给出一条待办'),
    z.maxLength(BUSINESS_TODO_BATCH_MAX, `一次最多 ${BUSINESS_TODO_BATCH_MAX} 条待办，请分批发送`),
    z.superRefine((items: T[], ctx) => {
      const first = new Map<string, number>();
      items.forEach((entry, index) => {
        const seen = first.get(entry.todoId);
        if (seen === undefined) first.set(entry.todoId, index);
        else ctx.addIssue({ code: 'custom', path: [index, 'todoId'], input: entry.todoId, message: `待办编号 ${entry.todoId} 在本批中重复（与第 ${seen + 1} 条相同）` });
      });
    }),
  );
}

/** One to-do of a batch: its id and exactly the fields of its PUT body. */
const todoBatchItemSchema = z.object({ todoId: externalIdSchema, ...todoUpsertRequestSchema.shape });

/**
 * POST /todos/batch: up to 100 to-dos at once, for a system that syncs its to-dos in bulk. Each item is applied as
 * its own PUT /todos/{todoId} would be (same checks, same idempotency by todoId, the same single statement), one
 * after another; items are independent, so a refused item undoes nothing of another. The call is refused as a whole
 * (its HTTP status and error body) only when it cannot be split into items — the body is not `{ items: [...] }`, it
 * has 0 or more than 100 items, an item has no valid todoId, two items name one to-do — or before its items are
 * read (signature, scope, body size, rate limit). Otherwise it answers 200 with one result per item, in the request's order;
 * an item's other fields are checked as its PUT's body is, and a refused item answers the error body its PUT would
 * have (`invalid_request` with its fields, `unknown_user`, `out_of_order` …). A batch counts its items against the
 * system's rate limit: n items weigh as n calls, and a batch needing more than is left of the window is refused
 * whole (429 `rate_limited`), nothing written.
 */
export const todoBatchRequestSchema = z.object({ items: batchItems(todoBatchItemSchema) });

/**
 * What the server reads of a batch before its items: the items' count, ids and uniqueness. Each item's other fields
 * are read then by `todoUpsertRequestSchema`, so a bad field refuses its item alone, as its PUT would.
 */
export const todoBatchEnvelopeSchema = z.object({ items: batchItems(z.looseObject({ todoId: externalIdSchema }, '每条待办须为 JSON 对象')) });

/** A step's result. */
const STEP_RESULTS = ['approved', 'rejected'] as const;
const stepResultSchema = z.enum(STEP_RESULTS);

/**
 * POST /todos/{todoId}/close: the handler decided. Closing again with the same result is accepted (a re-delivery);
 * with another result it is refused. Equivalent to the application event `step_finished` with stepId = todoId.
 */
export const todoCloseRequestSchema = z.object({
  result: stepResultSchema,
  opinion: z.optional(opinionSchema),
  /** Who actually handled it, when not the assigned handler (e.g. a deputy). */
  handledBy: z.optional(accountSchema),
  endedAt: occurredAtSchema,
});
export type TodoCloseRequest = z.infer<typeof todoCloseRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Application events

/**
 * The application's state machine. An event that does not fit the state is refused (`out_of_order`):
 *   (none)   --submitted-->   running
 *   running  --step_started / step_finished-->  running
 *   running  --returned-->    returned   (open steps end as 'returned'; the application shows in the 暂存表)
 *   returned --resubmitted--> running    (the 暂存表 row goes)
 *   running  --rejected-->    rejected   (open steps end as 'rejected')
 *   running  --finished-->    done       (refused while a step is open)
 *   running | returned --withdrawn--> withdrawn (open steps end as 'cancelled')
 * rejected, done and withdrawn are final. An event id already recorded is answered `duplicate: true` and not applied
 * again (the same id with another type is refused, `id_conflict`).
 */
/** The event types of `applicationEventSchema` below. */
export type BusinessEventType = ApplicationEvent['type'];

const eventBase = { eventId: externalIdSchema, occurredAt: occurredAtSchema };

/** The fields of the 暂存表 row a returned application shows as (the staging card's columns pick from them). */
const draftSchema = z.object({
  /** The staging table, e.g. leave_application; its card column shows the fields its mapping names. */
  tableKey: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.-]+$/, '暂存表标识只能包含字母、数字和 _ . -')),
  fields: z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.union([z.string().check(z.maxLength(500)), z.number(), z.null()]))
    .check(z.refine((fields) => Object.keys(fields).length <= 30, '暂存字段不能超过 30 个')),
});

export const applicationEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...eventBase,
    type: z.literal('submitted'),
    /** A service the system owns. */
    serviceId: z.string().check(z.minLength(1), z.maxLength(32)),
    /** The applicant's account. */
    applicant: accountSchema,
    title: nameSchema(200, '标题'),
    /** Where the applicant sees the application. */
    viewUrl: addressSchema,
  }),
  z.object({
    ...eventBase,
    type: z.literal('step_started'),
    stepId: externalIdSchema,
    nodeName: nameSchema(64, '环节名称'),
    handler: accountSchema,
    department: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
    handleUrl: addressSchema,
    timeLimitHours: z.optional(z.int().check(z.minimum(0), z.maximum(8760))),
  }),
  z.object({
    ...eventBase,
    type: z.literal('step_finished'),
    stepId: externalIdSchema,
    result: stepResultSchema,
    opinion: z.optional(opinionSchema),
    handledBy: z.optional(accountSchema),
  }),
  z.object({
    ...eventBase,
    type: z.literal('returned'),
    opinion: z.optional(opinionSchema),
    /** Who returned it. */
    by: z.optional(accountSchema),
    /** Where the applicant resumes the form. */
    resumeUrl: addressSchema,
    draft: draftSchema,
  }),
  z.object({ ...eventBase, type: z.literal('resubmitted') }),
  z.object({ ...eventBase, type: z.literal('rejected'), opinion: z.optional(opinionSchema), by: z.optional(accountSchema) }),
  z.object({ ...eventBase, type: z.literal('finished'), opinion: z.optional(opinionSchema) }),
  z.object({ ...eventBase, type: z.literal('withdrawn'), opinion: z.optional(opinionSchema) }),
]);
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

const APPLICATION_STATUSES = ['running', 'returned', 'done', 'rejected', 'withdrawn'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const applicationEventAnswerSchema = z.object({
  applicationId: z.string(),
  eventId: z.string(),
  /** The application's status after the event. */
  status: applicationStatusSchema,
  /** true when the event id was already recorded: nothing was applied again. */
  duplicate: z.boolean(),
});
export type ApplicationEventAnswer = z.infer<typeof applicationEventAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Messages

const BUSINESS_MESSAGE_LIMITS = { users: 1000, departments: 50, roles: 20 } as const;

/**
 * POST /messages: a message from the system (its name shows as the sender) to users, departments (with their
 * sub-departments' people) and roles; the union of everyone named, each once. Idempotent by messageId.
 */
export const messageSendRequestSchema = z.object({
  messageId: externalIdSchema,
  title: nameSchema(200, '标题'),
  /** Plain text. */
  content: z.string().check(z.minLength(1, '请给出消息内容'), z.maxLength(20_000, '消息内容不能超过 20000 个字符')),
  /** Opened when the reader marks it read (e.g. the application's page); the message's own page when left out. */
  url: z.optional(addressSchema),
  /** Important messages also show as a toast and on the announcements card. */
  important: z.optional(z.boolean()),
  to: z.object({
    /** Accounts. */
    users: z.optional(z.array(accountSchema).check(z.maxLength(BUSINESS_MESSAGE_LIMITS.users, `一次最多发给 ${BUSINESS_MESSAGE_LIMITS.users} 个账号`))),
    /** Department codes. */
    departments: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(32))).check(z.maxLength(BUSINESS_MESSAGE_LIMITS.departments, `一次最多发给 ${BUSINESS_MESSAGE_LIMITS.departments} 个部门`))),
    /** Role names, e.g. 学生, 教师. */
    roles: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(BUSINESS_MESSAGE_LIMITS.roles, `一次最多发给 ${BUSINESS_MESSAGE_LIMITS.roles} 个角色`))),
  }).check(z.refine((to) => (to.users?.length ?? 0) + (to.departments?.length ?? 0) + (to.roles?.length ?? 0) > 0, '请至少给出一个收件人、部门或角色')),
});
export type MessageSendRequest = z.infer<typeof messageSendRequestSchema>;

export const messageSendAnswerSchema = z.object({
  messageId: z.string(),
  /** How many people it was delivered to. */
  recipients: z.int(),
  duplicate: z.boolean(),
});
export type MessageSendAnswer = z.infer<typeof messageSendAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// whoami

export const whoamiAnswerSchema = z.object({
  code: z.string(),
  name: z.string(),
  keyId: z.string(),
  scopes: z.array(businessScopeSchema),
  /** The services it owns. */
  services: z.array(z.object({ serviceId: z.string(), serviceName: z.string() })),
  /** The server's clock (Unix seconds), to check the caller's. */
  serverTime: z.int(),
});
export type WhoamiAnswer = z.infer<typeof whoamiAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** Every refusal's code and its HTTP status. */
export const BUSINESS_ERRORS = {
  missing_signature: 401,
  unknown_key: 401,
  key_revoked: 401,
  expired_timestamp: 401,
  bad_signature: 401,
  replayed_nonce: 401,
  system_disabled: 403,
  scope_denied: 403,
  service_not_owned: 403,
  invalid_request: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unknown_user: 422,
  unknown_department: 422,
  unknown_role: 422,
  unknown_service: 422,
  unknown_application: 404,
  unknown_todo: 404,
  not_found: 404,
  out_of_order: 409,
  id_conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;
export type BusinessErrorCode = keyof typeof BUSINESS_ERRORS;
const businessErrorCodeSchema = z.enum(Object.keys(BUSINESS_ERRORS) as [BusinessErrorCode, ...BusinessErrorCode[]]);

/** A refusal's content: what `{ error: … }` holds, and what a refused item of a batch answers. */
const businessErrorBodySchema = z.object({
  code: businessErrorCodeSchema,
  message: z.string(),
  /** Per-field messages of an invalid request, keyed by the field's path (e.g. `to.users.3`). */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Seconds to wait, on 429 and 503. */
  retryAfter: z.optional(z.int()),
});

export const businessErrorSchema = z.object({ error: businessErrorBodySchema });
export type BusinessError = z.infer<typeof businessErrorSchema>;

/** An item's outcome in a batch's answer: its PUT's answer, or its PUT's refusal (the content of its error body). */
const todoBatchResultSchema = z.discriminatedUnion('ok', [
  z.object({ todoId: z.string(), ok: z.literal(true), answer: todoAnswerSchema }),
  z.object({ todoId: z.string(), ok: z.literal(false), error: businessErrorBodySchema }),
]);
/** POST /todos/batch's answer (200): one result per item, in the request's order. */
export const todoBatchAnswerSchema = z.object({ results: z.array(todoBatchResultSchema) });
export type TodoBatchAnswer = z.infer<typeof todoBatchAnswerSchema>;
export type TodoBatchResult = TodoBatchAnswer['results'][number];

/** What a delivery row records as the call's kind. */
export const BUSINESS_DELIVERY_KINDS = ['whoami', 'todo.upsert', 'todo.close', 'application.event', 'message.send'] as const;
export type BusinessDeliveryKind = (typeof BUSINESS_DELIVERY_KINDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Signing helper (Node 20+ and browsers: WebCrypto only, no imports, so a system may copy it as it is)

export interface BusinessRequestToSign {
  method: string;
  /** Path and query exactly as sent, e.g. /api/open/v1/todos/T-1. */
  target: string;
  /** The exact body text that will be sent ('' or undefined for none). */
  body?: string;
  keyId: string;
  secret: string;
  /** Unix seconds; now when left out. */
  timestamp?: number;
  /** Fresh random when left out. */
  nonce?: string;
}

/** The canonical text a signature covers (see the top of this file). */
export function businessCanonicalText(method: string, target: string, timestamp: string, nonce: string, bodySha256Hex: string): string {
  return [BUSINESS_SIGNATURE_SCHEME, method.toUpperCase(), target, timestamp, nonce, bodySha256Hex].join('\n');
}

const encodeBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * The four signing headers of a request. Example (Node 20+):
 *
 *   const body = JSON.stringify({ applicationId: 'A-1', nodeName: '辅导员审批', handler: 't001', handleUrl });
 *   const headers = await signBusinessRequest({ method: 'PUT', target: '/api/open/v1/todos/T-1', body, keyId, secret });
 *   await fetch(portal + '/api/open/v1/todos/T-1', { method: 'PUT', body, headers: { ...headers, 'content-type': 'application/json' } });
 */
export async function signBusinessRequest(request: BusinessRequestToSign): Promise<Record<string, string>> {
  const subtle = globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? encodeBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(18)));
  const digest = new Uint8Array(await subtle.digest('SHA-256', encoder.encode(request.body ?? '')));
  const bodyHash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = await subtle.importKey('raw', encoder.encode(request.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const text = businessCanonicalText(request.method, request.target, timestamp, nonce, bodyHash);
  const signature = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(text)));
  return {
    [BUSINESS_HEADERS.keyId]: request.keyId,
    [BUSINESS_HEADERS.timestamp]: timestamp,
    [BUSINESS_HEADERS.nonce]: nonce,
    [BUSINESS_HEADERS.signature]: encodeBase64Url(signature),
  };
}
