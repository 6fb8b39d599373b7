import type { FastifyReply, FastifyRequest } from 'fastify';
import { TAB_LOGIN_PATH } from '../../../shared/api/catalogue/auth';

/**
 * The tab cookie (ADR 025): the browser key of the SSO session. HttpOnly (no script reads it), SameSite=Strict (no
 * other site's request carries it), Secure behind https, scoped to tabLogin alone, and without Max-Age: it ends
 * when the browser closes.
 */
const TAB_COOKIE = 'sh_tab';

function attributes(request: FastifyRequest, clear: boolean): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${TAB_LOGIN_PATH}${clear ? '; Max-Age=0' : ''}; HttpOnly; SameSite=Strict${secure}`;
}

export function readTabCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TAB_COOKIE) continue;
    const value = rest.join('=');
    // The key is 32 random bytes in base64url (43 characters): anything else opens nothing.
    return /^[\w-]{43}$/.test(value) ? value : null;
  }
  return null;
}

export function setTabCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  void reply.header('set-cookie', `${TAB_COOKIE}=${key}; ${attributes(request, false)}`);
}

export function clearTabCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', `${TAB_COOKIE}=; ${attributes(request, true)}`);
}
