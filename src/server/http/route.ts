import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { CallDef } from '../../shared/api/catalogue/define-call';
import { STATUS_OK } from '../../shared/api/envelope';
import { AppError } from './app-error';
import type { Access, AuthUser, Authenticator } from './auth-types';
import { recordPhase } from './server-timing';
import { parseInput } from './validate';
import { readAccessToken } from './access-token-header';

interface CallContext<U extends AuthUser | null> {
  request: FastifyRequest;
  reply: FastifyReply;
  user: U;
}

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

export interface RegisterCallOptions<A extends Access> {
  access: A;
  /** Where the input lives; default: query for GET, body for POST. oauth/token reads its query on POST. */
  inputFrom?: 'query' | 'body';
  /** Success message of the envelope. */
  msg?: string;
}

/** What a blob call's handler answers: the file itself. */
export interface FileAnswer {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * The access each registered call was given, by `METHOD path`, per app: the security tests walk the catalogue
 * against it, so a configuration call registered without its menu cannot pass unnoticed.
 */
const accessByApp = new WeakMap<FastifyInstance, Map<string, Access>>();

export function registeredAccess(app: FastifyInstance): ReadonlyMap<string, Access> {
  return accessByApp.get(app) ?? new Map();
}

function remember(app: FastifyInstance, call: CallDef, access: Access): void {
  let table = accessByApp.get(app);
  if (!table) accessByApp.set(app, (table = new Map()));
  table.set(`${call.method} ${call.path}`, access);
}

/** Records the access of a catalogue call served by its own route (a streamed file, a multipart upload). */
export const recordCallAccess = remember;

type Handler<C extends CallDef, A extends Access, R> = (input: z.output<C['request']>, ctx: CallContext<UserFor<A>>) => Promise<R>;

/**
 * Registers one catalogue call: the method and path come from the shared catalogue, the input is parsed with the
 * call's zod schema, access is checked on the server, and the handler's value is wrapped in the call's answer shape.
 */
export function registerCall<C extends CallDef, A extends Access>(
  app: FastifyInstance,
  authenticator: Authenticator,
  call: C,
  options: RegisterCallOptions<A>,
  handler: Handler<C, A, z.input<C['response']>>,
): void {
  if (call.answer === 'blob') throw new Error(`${call.name} answers a file: register it with registerBlobCall`);
  remember(app, call, options.access);
  const codeData = call.answer === 'codeData';
  const msg = options.msg ?? '操作成功';
  app.route({
    method: call.method,
    url: call.path,
    // Every call passes here: the phases are timed inline rather than through closures made per request.
    handler: async (request, reply) => {
      const authStarted = performance.now();
      let user: AuthUser | null;
      try {
        user = await resolveUser(authenticator, request, options.access);
      } finally {
        recordPhase(request, 'auth', performance.now() - authStarted);
      }
      const handlerStarted = performance.now();
      try {
        const answer = await handler(readInput(call, request, options), { request, reply, user: user as UserFor<A> });
        return codeData ? { code: 200, msg, data: answer } : { status: STATUS_OK, msg, result: answer };
      } catch (error) {
        // The session-time calls keep their `{ code, msg, data }` shape on failure too (404 for an unknown ticket).
        if (!codeData || !(error instanceof AppError)) throw error;
        void reply.code(error.httpStatus).headers(error.headers);
        return { code: error.toEnvelope().status, msg: error.message, data: null };
      } finally {
        recordPhase(request, 'handler', performance.now() - handlerStarted);
      }
    },
  });
}

/**
 * Registers a call whose answer is a file (`answer: 'blob'`, e.g. downloadFile): on success the bytes with their
 * Content-Type and a Content-Disposition naming the file (the client's sign that this is the file, not an
 * envelope); any failure is the usual JSON envelope of the error handler. On a wrapped path the answer is signed
 * over these bytes like any other (WRAP-04).
 */
export function registerBlobCall<C extends CallDef, A extends Access>(
  app: FastifyInstance,
  authenticator: Authenticator,
  call: C,
  options: Omit<RegisterCallOptions<A>, 'msg'>,
  handler: Handler<C, A, FileAnswer>,
): void {
  if (call.answer !== 'blob') throw new Error(`${call.name} answers an envelope: register it with registerCall`);
  remember(app, call, options.access);
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const user = await resolveUser(authenticator, request, options.access);
      const file = await handler(readInput(call, request, options), { request, reply, user: user as UserFor<A> });
      return reply
        .code(200)
        .header('Content-Type', file.mime)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('Content-Length', String(file.bytes.length))
        // A user's own file: no shared cache may keep it, and the browser need not either.
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length));
    },
  });
}

/**
 * A Content-Disposition header value: an ASCII `filename` for old clients (anything else replaced by '_') and the
 * RFC 5987 `filename*` in UTF-8 that carries a Chinese name exactly.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  // encodeURIComponent leaves ' ( ) * ! unencoded; RFC 5987's attr-char does not allow ' ( ) *.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The call's input: the body or query, with the path parameters (`:id`, already matched by the router) laid over
 * it, so a body field cannot contradict the path; all of it through the call's zod schema.
 */
function readInput<C extends CallDef>(call: C, request: FastifyRequest, options: { inputFrom?: 'query' | 'body' }): z.output<C['request']> {
  const inputFrom = options.inputFrom ?? (call.method === 'GET' ? 'query' : 'body');
  const source: unknown = inputFrom === 'query' ? request.query : request.body;
  const params = request.params;
  const hasParams = typeof params === 'object' && params !== null && Object.keys(params).length > 0;
  if (!hasParams) return parseInput<C['request']>(call.request, source, inputFrom);
  const base = typeof source === 'object' && source !== null && !Array.isArray(source) ? source : {};
  return parseInput<C['request']>(call.request, { ...base, ...params }, inputFrom);
}

async function resolveUser(authenticator: Authenticator, request: FastifyRequest, access: Access): Promise<AuthUser | null> {
  // A visitor without a token is no error: skip building one (and its stack) on the landing page's every call.
  if (access === 'public') return readAccessToken(request) === null ? null : authenticator.authenticate(request).catch(() => null);
  const user = await authenticator.authenticate(request);
  if (typeof access === 'object' && !(await authenticator.hasMenu(user, access.menu))) {
    throw new AppError('FORBIDDEN');
  }
  return user;
}
