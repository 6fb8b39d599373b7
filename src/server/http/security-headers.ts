import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, API and pages alike. Helmet decides them, once: its answer to one request of a
 * throwaway instance is copied onto every answer. Registered per request it re-derived the same fixed headers each
 * time (a few per cent of the server's CPU under load); none of them depends on the request.
 */
export async function installSecurityHeaders(app: FastifyInstance, frameOrigins: readonly string[] = []): Promise<void> {
  const headers = await helmetHeaders(frameOrigins);
  // Callback-style: these run on every request and never wait (ADR 035).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    // Only an answer that reached the browser over TLS may pin it to TLS; `protocol` trusts X-Forwarded-Proto
    // from TRUST_PROXY peers only, so a client cannot switch HSTS on for a plain-HTTP deployment.
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies !== undefined) {
      const list = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((c) => hardenCookie(c, request.protocol === 'https'));
      // Fastify appends to set-cookie rather than replacing it.
      void reply.removeHeader('set-cookie').header('set-cookie', list);
    }
    done(null, payload);
  });
}

/** A year, as browsers' preload lists ask; sub-domains too, since the hall's services live beside it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A cookie no script can read (HttpOnly), that other sites' requests do not carry (SameSite=Lax unless it says
 * otherwise) and, over TLS, that never travels in clear (Secure). The server sets none today (tokens travel in
 * headers); this keeps any future one, or a plugin's, from going out weaker.
 */
function hardenCookie(cookie: string, overTls: boolean): string {
  const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
  const has = (name: string) => attributes.some((a) => a === name || a.startsWith(`${name}=`));
  let out = cookie;
  if (!has('httponly')) out += '; HttpOnly';
  if (!has('samesite')) out += '; SameSite=Lax';
  if (overTls && !has('secure')) out += '; Secure';
  return out;
}

async function helmetHeaders(frameOrigins: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, withFrameOrigins(frameOrigins));
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (HELMET_HEADER.test(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet gave no Content-Security-Policy');
  return headers;
}

/** The headers helmet sets (the probe's own content-type, length, date and connection are not copied). */
const HELMET_HEADER = /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;

/** HELMET_OPTIONS with the configured service origins allowed in frames too (SERVICE_FRAME_ORIGINS). */
function withFrameOrigins(frameOrigins: readonly string[]): FastifyHelmetOptions {
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  if (frameOrigins.length === 0 || typeof csp !== 'object') return HELMET_OPTIONS;
  const directives = { ...csp.directives, frameSrc: [...(csp.directives?.frameSrc as string[]), ...frameOrigins] };
  return { ...HELMET_OPTIONS, contentSecurityPolicy: { ...csp, directives } };
}

const HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The studio's UI kit injects <style> elements at run time; scripts stay strictly 'self'.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Content may show https images besides our own files (rules/file-url.ts); never plain http.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Services and card pages open in an in-page frame (OPEN-01 1001, CARD-13, ROUTE-09): https sites only.
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin isolation would break embedded service pages (ROUTE-09); keep the default same-origin opener.
  crossOriginEmbedderPolicy: false,
  hsts: false,
};
