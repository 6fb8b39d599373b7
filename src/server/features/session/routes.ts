import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  getSessionValidTime, removeSessionValidTime, SESSION_EXPIRATION_PATH, updateSessionValidTime,
} from '../../../shared/api/catalogue/session';
import type { SessionExpiration } from '../../../shared/schema/session';
import { endSession } from './services/end-session';
import { extendSession } from './services/extend-session';
import { getSessionTimeLeft } from './services/get-session-time-left';

/** SESS-05: the dialog's text when the session is over. */
export const OUT_LOG_TIP = '您长时间未操作，登录已失效，请重新登录';

/** The SSO session-time calls (visitor paths: the ticket itself is the credential) and the expiration JSON. */
export async function registerSessionRoutes(app: FastifyInstance, feature: FeatureContext): Promise<void> {
  const { authenticator } = feature;

  registerCall(app, authenticator, getSessionValidTime, { access: 'public' }, (input) =>
    getSessionTimeLeft(feature, input.casTicket));
  registerCall(app, authenticator, updateSessionValidTime, { access: 'public' }, (input) =>
    extendSession(feature, input.casTicket));
  registerCall(app, authenticator, removeSessionValidTime, { access: 'public' }, (input) =>
    endSession(feature, input.casTicket));

  const expiration: SessionExpiration = {
    expireTime: Math.round(feature.env.SESSION_IDLE_MINUTES * 60),
    outLogTip: OUT_LOG_TIP,
    autoRefresh: true,
  };
  // The client fetches it with a timestamp query; no-cache keeps a changed idle limit visible at once.
  app.get(SESSION_EXPIRATION_PATH, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return expiration;
  });
}
