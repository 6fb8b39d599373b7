import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration } from 'openid-client';
import { createLocalCache } from '../../cache/local-cache';
import { createRateLimiter } from '../../http/rate-limiter';
import { registerCall } from '../../http/route';
import { tenantOfRequest } from '../../http/tenant';
import { loadSecretBox, type SecretBox } from '../../security/secret-box';
import { ssoExchange, ssoLogoutAddress, ssoNotice } from '../../../shared/api/catalogue/school-sign-in';
import { readLogoutRequest } from './cas/service-response';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './cookie';
import { registerSchoolSignInConfigRoutes } from './config/routes';
import { loginRedirect } from './services/flow';
import { casSingleLogout, idpLogoutUrl, oidcBackChannelLogout } from './services/logout';
import { exchangeCode } from './services/session-link';
import { readPublishedSettings } from './services/settings';
import { beginSignIn, completeCas, completeOidc, type SignInRuntime } from './services/sign-in';
import { SignInRefused } from './sign-in-error';
import type { AuthFeatureContext } from '../auth';

const TENANT = /^\d{6}$/;

interface TenantParams { tenant: string }

function tenantParam(request: FastifyRequest<{ Params: TenantParams }>): string | null {
  return TENANT.test(request.params.tenant) ? request.params.tenant : null;
}

function queryText(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/** A browser step that failed: the login page shows the code's text; the own form stays one click away. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof SignInRefused)) throw error;
  request.log.warn({ code: error.code, detail: error.message }, 'school sign-in refused');
  return reply.header('cache-control', 'no-store').redirect(loginRedirect({ error: error.code }), 303);
}

/** The per-app runtime: the secret box is opened on first use, so an app that never signs anyone in never loads it. */
function createRuntime(app: FastifyInstance, feature: AuthFeatureContext): SignInRuntime {
  let box: Promise<SecretBox> | null = null;
  return {
    db: feature.db,
    now: feature.now,
    secretBox: () => (box ??= loadSecretBox(feature.env.CONFIG_SECRETS_KEY, feature.keyStore, (message) => app.log.warn(message))),
    oidcCache: createLocalCache<Promise<Configuration>>({ maxEntries: 100 }),
  };
}

/**
 * Sign-in through the school's identity provider (ADR 022): the start, the CAS and OIDC callbacks, both
 * back-channel logouts, the hand-over, the provider logout address and the area's studio calls.
 */
export async function registerSchoolSignInRoutes(app: FastifyInstance, feature: AuthFeatureContext): Promise<void> {
  const rt = createRuntime(app, feature);
  const { authenticator, db } = feature;
  // Each start writes a flow row: a visitor's address may start a sign-in once a second on average (ADR 022).
  const starts = createRateLimiter(
    { name: 'sso-start', limit: 60, windowMs: 60_000, msg: '登录请求过于频繁，请稍后再试' },
    { redis: feature.redis, onError: (error) => app.log.warn({ err: error }, 'sso-start limiter fell back to this instance') },
  );
  const authServices = { db, now: feature.now, env: feature.env, accessTokens: authenticator.accessTokens };

  app.get<{ Params: TenantParams }>('/api/sso/:tenant/start', async (request, reply) => {
    const tenantId = tenantParam(request);
    if (!tenantId) return reply.redirect(loginRedirect({ error: 'not_configured' }), 303);
    await starts.take(request.ip, feature.now());
    try {
      const started = await beginSignIn(rt, tenantId, queryText(request, 'next'));
      setFlowCookie(request, reply, started.browserSecret);
      return await reply.header('cache-control', 'no-store').redirect(started.redirect, 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get<{ Params: TenantParams }>('/api/sso/:tenant/cas/callback', async (request, reply) => {
    const tenantId = tenantParam(request);
    try {
      if (!tenantId) throw new SignInRefused('not_configured', 'bad tenant');
      const outcome = await completeCas(rt, tenantId, queryText(request, 'ticket') ?? '', readFlowCookie(request));
      return await reply.header('cache-control', 'no-store').redirect(loginRedirect(outcome), 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get<{ Params: TenantParams }>('/api/sso/:tenant/oidc/callback', async (request, reply) => {
    const tenantId = tenantParam(request);
    try {
      if (!tenantId) throw new SignInRefused('not_configured', 'bad tenant');
      // openid-client reads code, state and error from the query exactly as the provider sent it.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await completeOidc(rt, tenantId, query, readFlowCookie(request));
      return await reply.header('cache-control', 'no-store').redirect(loginRedirect(outcome), 303);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  // The providers' server-to-server logouts post forms; the parser lives in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    const field = (request: FastifyRequest, name: string) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' ? value : '';
    };

    // CAS single logout: the CAS server posts logoutRequest to the service URL, our callback's address.
    scope.post<{ Params: TenantParams }>('/api/sso/:tenant/cas/callback', async (request, reply) => {
      const tenantId = tenantParam(request);
      const ticket = readLogoutRequest(field(request, 'logoutRequest'));
      if (!tenantId || ticket === null) return reply.code(400).send({ status: 400, msg: '无法识别的单点退出请求', result: null });
      const ended = await casSingleLogout(rt, tenantId, ticket);
      request.log.info({ ended }, 'CAS single logout');
      return reply.code(200).send({ status: 1000, msg: '已退出', result: null });
    });

    scope.post<{ Params: TenantParams }>('/api/sso/:tenant/oidc/backchannel-logout', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const tenantId = tenantParam(request);
      const token = field(request, 'logout_token');
      const refused = () => reply.code(400).send({ error: 'invalid_request', error_description: 'logout_token refused' });
      if (!tenantId || token === '') return refused();
      let ended: number | null;
      try {
        ended = await oidcBackChannelLogout(rt, tenantId, token);
      } catch (error) {
        if (!(error instanceof SignInRefused)) throw error;
        request.log.warn({ detail: error.message }, 'OIDC back-channel logout refused');
        return refused();
      }
      if (ended === null) return refused();
      request.log.info({ ended }, 'OIDC back-channel logout');
      return reply.code(200).send();
    });
  });

  registerCall(app, authenticator, ssoExchange, { access: 'public', msg: '登录成功' }, async (input, { request, reply }) => {
    const result = await exchangeCode(authServices, input.code, readFlowCookie(request));
    clearFlowCookie(request, reply);
    return result;
  });

  registerCall(app, authenticator, ssoLogoutAddress, { access: 'user' }, async (_input, { user }) => ({ url: await idpLogoutUrl(rt, user) }));

  registerCall(app, authenticator, ssoNotice, { access: 'public' }, async (_input, { request }) => {
    const settings = await readPublishedSettings(db, tenantOfRequest(request));
    return { contact: settings.provisioning.contact };
  });

  await registerSchoolSignInConfigRoutes(app, feature, rt);
}

