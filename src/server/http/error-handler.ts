import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { createOutageReporter, isDatabaseUnavailable } from '../db/unavailable';

/** Seconds a client is told to wait while the database is unreachable; the pool reconnects on the next query. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
}

/** Maps Fastify's own errors (parsing, size, media type) onto our codes; anything unknown is an internal error. */
function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('DATABASE_UNAVAILABLE', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
  const { code, statusCode } = error as FastifyLikeError;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  // JSON.parse errors raised by the body parser carry statusCode 400 and no code.
  if (error instanceof SyntaxError && statusCode === 400) return new AppError('MALFORMED_JSON');
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (statusCode === 405) return new AppError('METHOD_NOT_ALLOWED');
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return new AppError('BAD_REQUEST');
  return new AppError('INTERNAL');
}

/** One `onError` for the whole server: the envelope with a Chinese msg, the status of the code, no stack trace.
 * (Unknown paths are answered in portal-pages.ts, which also knows the portal's routes.) */
export function installErrorHandling(app: FastifyInstance): void {
  // During an outage every request fails the same way: one warning, then one every 30 s with a count.
  const outage = createOutageReporter({
    down: (error, quietCount) => app.log.warn({ err: error, quietCount }, 'database unreachable: answering 503 until it is back'),
    up: (failures) => app.log.warn({ failures }, 'database reachable again'),
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else if (appError.code === 'DATABASE_UNAVAILABLE') outage.failed(error);
    else request.log.info({ code: appError.code }, appError.message);
    void reply.code(appError.httpStatus).headers(appError.headers).send(appError.toEnvelope());
  });
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode < 500) outage.recovered();
    done();
  });
}
