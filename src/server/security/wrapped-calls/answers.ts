import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { ErrorCode } from '../../../shared/api/error-codes';
import { STATUS_OK } from '../../../shared/api/envelope';
import type { FieldError } from '../../../shared/api/envelope';

/** A refusal in the envelope, with the HTTP status of the one error table. */
export function sendError(reply: FastifyReply, code: ErrorCode, errors?: FieldError[]): FastifyReply {
  const { http, status, msg } = ERROR_CODES[code];
  return reply.code(http).send({ status, msg, result: null, ...(errors ? { errors } : {}) });
}

/** A success in the envelope. */
export function sendOk(reply: FastifyReply, result: unknown): FastifyReply {
  return reply.code(200).send({ status: STATUS_OK, msg: '成功', result });
}
