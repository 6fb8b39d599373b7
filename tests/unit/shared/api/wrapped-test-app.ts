import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { installErrorHandling } from '../../../../src/server/http/error-handler';
import type { AuthUser, Authenticator } from '../../../../src/server/http/auth-types';
import { createMemoryKeyStore } from '../../../../src/server/security/key-store';
import { createMemoryReplayStore, registerWrappedCalls } from '../../../../src/server/security/wrapped-calls';

/** The signed-in user every call of a wrapped test app sees. */
const TEST_USER: AuthUser = {
  userId: 'u1', tenantId: '000000', account: 'zhangsan', nickName: '张三', roleId: 'r1', roleType: 'student', sessionId: 's1',
};
export const testAuthenticator: Authenticator = { authenticate: async () => TEST_USER, hasMenu: async () => true };

/**
 * A real Fastify app with the wrapped-call protocol and error handling, on a loopback port, whose routes `register`
 * adds: for client ↔ server tests of the transport without a database.
 */
export async function startWrappedTestApp(
  register: (app: FastifyInstance, auth: Authenticator) => void,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  await registerWrappedCalls(app, { keyStore: createMemoryKeyStore(), replayStore: createMemoryReplayStore() });
  register(app, testAuthenticator);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}
