import type { FastifyReply, FastifyRequest } from 'fastify';
import { FLOW_SECONDS } from './services/flow';

/**
 * The flow cookie (ADR 022): HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back to us, not on a
 * cross-site POST), Secure behind https, scoped to /api/sso, living as long as a flow.
 */
const FLOW_COOKIE = 'sh_sso_flow';
const PATH = '/api/sso';

export function readFlowCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FLOW_COOKIE) {
      const value = rest.join('=');
      return /^[\w-]{20,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

function attributes(request: FastifyRequest, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  void reply.header('set-cookie', `${FLOW_COOKIE}=${value}; ${attributes(request, FLOW_SECONDS)}`);
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', `${FLOW_COOKIE}=; ${attributes(request, 0)}`);
}
