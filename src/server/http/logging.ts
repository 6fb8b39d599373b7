import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { randomId } from '../../shared/rules/ids';

const SECRET_QUERY_KEYS = /([?&](?:refresh_token|access_token|password|casTicket|token)=)[^&]*/gi;

/** Masks secrets that can travel in a query string (oauth/token carries refresh_token there). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1[redacted]');
}

/** pino options: a request id on every line; tokens, passwords, tickets and keys never logged. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["access-token"]',
        'req.headers["refresh-token"]', 'req.headers.cookie', 'req.headers["x-crypto-session"]',
        'res.headers["set-cookie"]', '*.password', '*.refresh_token', '*.access_token', '*.casTicket',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
    },
  };
}

export function genReqId(): string {
  return randomId(16);
}
