import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Methods that only read: a cross-site page may cause them (links, images) and they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on. A browser marks where a request
 * comes from (Sec-Fetch-Site, and Origin on every POST), and a page of another site cannot forge either; a client
 * that is no browser (scripts, the SSO server, tests) sends neither and is judged by its credentials alone.
 */
function crossSiteReason(request: Pick<FastifyRequest, 'method' | 'headers' | 'host'>): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const fetchSite = headerValue(request, 'sec-fetch-site');
  if (fetchSite === 'cross-site') return 'sec-fetch-site: cross-site';
  const origin = headerValue(request, 'origin');
  if (origin === null) return null;
  // "null" is what sandboxed frames, data: pages and cross-site redirects send: never our own page.
  if (origin === 'null') return 'origin: null';
  const originHost = hostOf(origin);
  // The host as this server is addressed (X-Forwarded-Host only from a trusted proxy): the page's own origin.
  if (originHost === null || originHost !== request.host.toLowerCase()) return `origin ${origin} is not ${request.host}`;
  return null;
}

function headerValue(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses cross-site state-changing requests (CSRF) before routing, with 403 and the CROSS_SITE_REFUSED message.
 * The access token travels in a header, not a cookie, so a forged request carries no sign-in; this guard also
 * covers what a header cannot: the visitor calls (sign-in, the crypto handshake, feedback) and future cookies.
 */
export function installCsrfGuard(app: FastifyInstance): void {
  // Callback-style: every request passes here and nothing is awaited (ADR 035).
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = crossSiteReason(request);
    if (reason === null) {
      done();
      return;
    }
    request.log.warn({ reason }, 'cross-site request refused');
    done(new AppError('CROSS_SITE_REFUSED'));
  });
}
