import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { ssoSessions } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { hashSecret } from '../../../security/secrets';
import { sessionEndReasonSchema, type SessionEndReason } from '../../../../shared/schema/session';

export type SessionServiceContext = Pick<AppContext, 'db' | 'now' | 'env'>;

/** The SSO session a ticket opens, or 404 '登录信息不存在' in the `{code, data}` shape of these calls. */
export async function findSessionByTicket(ctx: SessionServiceContext, ticket: string) {
  const [row] = await ctx.db
    .select({ id: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt, endReason: ssoSessions.endReason })
    .from(ssoSessions)
    .where(eq(ssoSessions.ticketHash, hashSecret(ticket)));
  if (!row) throw new AppError('NOT_FOUND', { msg: '登录信息不存在' });
  return row;
}

/** Why a session that is over is over (ADR 025): its end reason, or 'idle' when it only went idle. */
export function endReasonOf(session: { endedAt: Date | null; endReason: string | null }): SessionEndReason {
  if (session.endedAt === null) return 'idle';
  const parsed = sessionEndReasonSchema.safeParse(session.endReason);
  return parsed.success ? parsed.data : 'removed';
}
