import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { CallDef } from '../../shared/api/catalogue/define-call';
import { STATUS_OK } from '../../shared/api/envelope';
import { AppError } from './app-error';
import type { Access, AuthUser, Authenticator } from './auth-types';
import { parseInput } from './validate';

export interface CallContext<U extends AuthUser | null> {
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

/**
 * Registers one catalogue call: the method and path come from the shared catalogue, the input is parsed with the
 * call's zod schema, access is checked on the server, and the handler's value is wrapped in the call's answer shape.
 */
export function registerCall<C extends CallDef, A extends Access>(
  app: FastifyInstance,
  authenticator: Authenticator,
  call: C,
  options: RegisterCallOptions<A>,
  handler: (input: z.output<C['request']>, ctx: CallContext<UserFor<A>>) => Promise<z.input<C['response']>>,
): void {
  const inputFrom = options.inputFrom ?? (call.method === 'GET' ? 'query' : 'body');
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const user = await resolveUser(authenticator, request, options.access);
      const run = async () => {
        const input = parseInput<C['request']>(call.request, inputFrom === 'query' ? request.query : request.body, inputFrom);
        return handler(input, { request, reply, user: user as UserFor<A> });
      };
      if (call.answer !== 'codeData') return { status: STATUS_OK, msg: options.msg ?? '操作成功', result: await run() };
      try {
        return { code: 200, msg: options.msg ?? '操作成功', data: await run() };
      } catch (error) {
        // The session-time calls keep their `{ code, msg, data }` shape on failure too (404 for an unknown ticket).
        if (!(error instanceof AppError)) throw error;
        void reply.code(error.httpStatus).headers(error.headers);
        return { code: error.toEnvelope().status, msg: error.message, data: null };
      }
    },
  });
}

async function resolveUser(authenticator: Authenticator, request: FastifyRequest, access: Access): Promise<AuthUser | null> {
  if (access === 'public') return authenticator.authenticate(request).catch(() => null);
  const user = await authenticator.authenticate(request);
  if (typeof access === 'object' && !(await authenticator.hasMenu(user, access.menu))) {
    throw new AppError('FORBIDDEN');
  }
  return user;
}
