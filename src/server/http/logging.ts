import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { randomId } from '../../shared/rules/ids';

const SECRET_QUERY_KEYS = /([?&](?:refresh_token|access_token|password|casTicket|token)=)[^&]*/gi;

/** Masks secrets that can travel in a query string (oauth/token carries refresh_token there). */
function redactUrl(url: string): string {
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

/** Names this process in every request id, so ids stay unique in logs gathered from several instances. */
const INSTANCE = randomId(8);
let requestCount = 0;

/**
 * `<instance>-<count>`: unique without a random draw per request (getRandomValues was 1 % of the server's CPU on the
 * busiest page), and the count shows the order of requests in one instance's log.
 */
export function genReqId(): string {
  requestCount += 1;
  return `${INSTANCE}-${requestCount.toString(36)}`;
}
