import { and, eq, isNull } from 'drizzle-orm';
import { ssoSessions } from '../../../db/schema';
import { findSessionByTicket, type SessionServiceContext } from './session-by-ticket';

/** removeSessionValidTime: ends the session; its access and refresh tokens stop working on their next use. */
export async function endSession(ctx: SessionServiceContext, ticket: string): Promise<null> {
  const session = await findSessionByTicket(ctx, ticket);
  await ctx.db
    .update(ssoSessions)
    .set({ endedAt: new Date(ctx.now()), endReason: 'removed' })
    .where(and(eq(ssoSessions.id, session.id), isNull(ssoSessions.endedAt)));
  return null;
}
