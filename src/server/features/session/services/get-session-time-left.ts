import type { CasSessionData } from '../../../../shared/schema/session';
import { sessionSecondsLeft } from '../../../security/sso-session-clock';
import { findSessionByTicket, type SessionServiceContext } from './session-by-ticket';

/** getSessionValidTime: seconds before the session ends for idleness (0 once over). Reading does not extend it. */
export async function getSessionTimeLeft(ctx: SessionServiceContext, ticket: string): Promise<CasSessionData> {
  const session = await findSessionByTicket(ctx, ticket);
  return { tgt: ticket, expireTime: sessionSecondsLeft(session, ctx.env.SESSION_IDLE_MINUTES, ctx.now()) };
}
