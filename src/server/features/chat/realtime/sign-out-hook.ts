import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { loginOut } from '../../../../shared/api/catalogue/auth';
import { createAccessTokens } from '../../auth';
import { readAccessToken } from '../../../http/access-token-header';
import type { ChatRuntime } from './chat-runtime';

/**
 * TOKEN-02 on the server: once loginOut has ended a session, its streams close at once on every instance, so
 * nothing more reaches a signed-out page. (Other ways a session ends — idle expiry, removeSessionValidTime,
 * refresh-token reuse — are caught by the runtime's sweep within SESSION_SWEEP_MS.) Hooked onto the auth feature's
 * answer rather than written into it, so the auth code knows nothing of chat.
 */
export function closeStreamsOnSignOut(app: FastifyInstance, context: AppContext, runtime: ChatRuntime): void {
  const tokens = createAccessTokens(context.keyStore);
  const closeStreams = async (token: string, request: FastifyRequest) => {
    // The signature and expiry only: the session behind the token has just ended, which is the point.
    const claims = await tokens.verify(token, context.now());
    if (claims) await runtime.endSessions([claims.sessionId]).catch((error: unknown) => request.log.error({ err: error }, 'closing chat streams'));
  };
  // Callback-style: every answer passes here and only a sign-out waits (ADR 035).
  app.addHook('onResponse', (request, reply, done) => {
    const token = reply.statusCode === 200 && request.routeOptions.url === loginOut.path ? readAccessToken(request) : null;
    if (token === null) {
      done();
      return;
    }
    closeStreams(token, request).then(() => done(), (error: unknown) => done(error as Error));
  });
}
