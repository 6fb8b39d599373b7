import type { FastifyRequest } from 'fastify';

/** WRAP-01: `Blade-Auth: bearer <token>`; loginOut and tokenLogin callers may send it as `access-token` instead. */
export function readAccessToken(request: FastifyRequest): string | null {
  const bladeAuth = request.headers['blade-auth'];
  if (typeof bladeAuth === 'string') {
    const match = /^bearer\s+(\S+)$/i.exec(bladeAuth.trim());
    if (match?.[1]) return match[1];
  }
  const plain = request.headers['access-token'];
  return typeof plain === 'string' && plain.trim() !== '' ? plain.trim() : null;
}
