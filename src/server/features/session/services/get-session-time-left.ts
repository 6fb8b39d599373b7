import type { CasSessionData } from '../../../../shared/schema/session';
import { sessionSecondsLeft } from '../../../security/sso-session-clock';
import { endReasonOf, findSessionByTicket, type SessionServiceContext } from './session-by-ticket';

/** getSessionValidTime: seconds before the session ends for idleness (0 once over). Reading does not extend it. */
export async function getSessionTimeLeft(ctx: SessionServiceContext, ticket: string): Promise<CasSessionData> {
  const session = await findSessionByTicket(ctx, ticket);
  const expireTime = sessionSecondsLeft(session, ctx.env.SESSION_IDLE_MINUTES, ctx.now());
  // ADR 025: a session that is over says why, so the re-login dialog can tell the user.
  return expireTime > 0 ? { tgt: ticket, expireTime } : { tgt: ticket, expireTime, endReason: endReasonOf(session) };
}
