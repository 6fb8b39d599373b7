import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z, type ZodMiniType } from 'zod/mini';
import {
  BUSINESS_API_DOCS, BUSINESS_API_PATHS, BUSINESS_BATCH_BODY_LIMIT_BYTES, BUSINESS_ERRORS, BUSINESS_HEADERS, BUSINESS_SIGNATURE_SCHEME,
  BUSINESS_TODO_BATCH_MAX, applicationEventAnswerSchema, applicationEventSchema, businessErrorSchema, messageSendAnswerSchema,
  messageSendRequestSchema, todoAnswerSchema, todoBatchAnswerSchema, todoBatchRequestSchema, todoCloseRequestSchema, todoUpsertRequestSchema,
  whoamiAnswerSchema,
} from '../../../../shared/schema/business-api';

type JsonObject = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a shared zod schema, as an input or as an output. */
const schemaOf = (schema: ZodMiniType, io: 'input' | 'output'): JsonObject => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonObject;
  return rest;
};

/** `/api/open/v1/todos/:todoId` → `/api/open/v1/todos/{todoId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const json = (schema: ZodMiniType, io: 'input' | 'output') => ({ 'application/json': { schema: schemaOf(schema, io) } });

function refusals(codes: ReadonlyArray<keyof typeof BUSINESS_ERRORS>): JsonObject {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(BUSINESS_ERRORS[code], [...(byStatus.get(BUSINESS_ERRORS[code]) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, list]) => [String(status), {
    description: list.join(', '), content: json(businessErrorSchema, 'output'),
  }]));
}

const SIGNED = ['missing_signature', 'unknown_key', 'key_revoked', 'expired_timestamp', 'bad_signature', 'replayed_nonce', 'system_disabled', 'rate_limited', 'unavailable'] as const;
const WRITES = [...SIGNED, 'scope_denied', 'invalid_request', 'unsupported_media_type', 'payload_too_large', 'id_conflict'] as const;

const pathParam = (name: string, description: string) => ({
  name, in: 'path', required: true, description, schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' },
});

/** The OpenAPI 3.1 description of the inbound API, generated from the shared zod schemas. */
function buildOpenApiDocument(): JsonObject {
  const security = [{ keyId: [], timestamp: [], nonce: [], signature: [] }];
  const op = (
    summary: string, request: ZodMiniType | null, answer: ZodMiniType, codes: ReadonlyArray<keyof typeof BUSINESS_ERRORS>, params: JsonObject[] = [],
    description?: string,
  ) => ({
    summary, ...(description ? { description } : {}), security, parameters: params,
    ...(request ? { requestBody: { required: true, content: json(request, 'input') } } : {}),
    responses: { 200: { description: 'OK', content: json(answer, 'output') }, ...refusals(codes) },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Service Hall — 业务系统接入 API',
      version: '1',
      description: [
        '业务系统（教务、学工、财务…）向服务大厅写入待办、办件事件和消息的接口（ADR 024）。',
        `每个请求以 ${BUSINESS_SIGNATURE_SCHEME} 签名：四个请求头 X-SH-Key-Id、X-SH-Timestamp（Unix 秒）、X-SH-Nonce（16–64 位）、`,
        'X-SH-Signature = base64url(HMAC-SHA256(secret, canonical))；canonical 为以换行连接的六行：',
        `${BUSINESS_SIGNATURE_SCHEME}、方法、请求路径（含查询串）、时间戳、nonce、请求体的 SHA-256（十六进制）。`,
        `时间戳须在服务器时间前后 300 秒内；同一 nonce 只能用一次；请求体最多 64 KiB（批量写入待办 ${BUSINESS_BATCH_BODY_LIMIT_BYTES / 1024} KiB）。`,
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        keyId: { type: 'apiKey', in: 'header', name: BUSINESS_HEADERS.keyId, description: '密钥编号（bk_…）' },
        timestamp: { type: 'apiKey', in: 'header', name: BUSINESS_HEADERS.timestamp, description: 'Unix 时间（秒）' },
        nonce: { type: 'apiKey', in: 'header', name: BUSINESS_HEADERS.nonce, description: '每个请求唯一的随机串' },
        signature: { type: 'apiKey', in: 'header', name: BUSINESS_HEADERS.signature, description: 'HMAC-SHA256 签名（base64url）' },
      },
    },
    paths: {
      [openApiPath(BUSINESS_API_PATHS.whoami)]: {
        get: op('查看密钥所属的业务系统与服务器时间', null, whoamiAnswerSchema, SIGNED),
      },
      [openApiPath(BUSINESS_API_PATHS.todo)]: {
        put: op('创建或更新待办（幂等，按业务系统的待办编号）', todoUpsertRequestSchema, todoAnswerSchema,
          [...WRITES, 'unknown_application', 'unknown_user', 'unknown_department', 'out_of_order'], [pathParam('todoId', '业务系统自己的待办编号')]),
      },
      [openApiPath(BUSINESS_API_PATHS.todoBatch)]: {
        post: op(`批量创建或更新待办（每批 1–${BUSINESS_TODO_BATCH_MAX} 条，逐条等同 PUT /todos/{todoId}）`, todoBatchRequestSchema, todoBatchAnswerSchema,
          [...WRITES], [], [
            `每条待办按其 PUT /todos/{todoId} 的规则逐条写入（同样的校验，按 todoId 幂等），各条互不影响：某条被拒绝不会撤销其他条。`,
            '只要请求能拆成各条（items 为 1–100 条、每条有合法且本批内不重复的 todoId），就回答 200，results 按请求顺序给出每条的结果：',
            '成功为 { todoId, ok: true, answer }，被拒绝为 { todoId, ok: false, error }，error 与单条调用的错误体相同',
            '（如 invalid_request 及其 fields、unknown_user、unknown_application、out_of_order）。每条待办各记一条对接记录。',
            '限流按条数计：n 条待办计为 n 次调用，超出剩余额度时整批拒绝（429 rate_limited），一条也不写入。',
          ].join('\n')),
      },
      [openApiPath(BUSINESS_API_PATHS.todoClose)]: {
        post: op('关闭待办（处理结果与意见）', todoCloseRequestSchema, todoAnswerSchema,
          [...WRITES, 'unknown_todo', 'unknown_user', 'out_of_order'], [pathParam('todoId', '业务系统自己的待办编号')]),
      },
      [openApiPath(BUSINESS_API_PATHS.applicationEvents)]: {
        post: op('报送办件事件（提交、环节开始/结束、退回、重新提交、驳回、办结、撤回）', applicationEventSchema, applicationEventAnswerSchema,
          [...WRITES, 'unknown_application', 'unknown_todo', 'unknown_user', 'unknown_department', 'unknown_service', 'service_not_owned', 'out_of_order'],
          [pathParam('applicationId', '业务系统自己的办件编号')]),
      },
      [openApiPath(BUSINESS_API_PATHS.messages)]: {
        post: op('发送消息给用户、部门或角色（幂等，按消息编号）', messageSendRequestSchema, messageSendAnswerSchema,
          [...WRITES, 'unknown_user', 'unknown_department', 'unknown_role']),
      },
    },
  };
}

/**
 * The description at /api/open/openapi.json and its reference page at /api/open/docs (@fastify/swagger-ui, its
 * assets served from the package, so it works offline; its scripts are files, which the CSP's script-src 'self'
 * allows).
 */
export async function registerOpenApiDocs(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  await app.register(async (docs) => {
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, { routePrefix: BUSINESS_API_DOCS.page, uiConfig: { docExpansion: 'list', deepLinking: false } });
    docs.get(BUSINESS_API_DOCS.json, async () => document);
  });
}
