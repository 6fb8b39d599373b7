import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { ssoSessions } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { hashSecret } from '../../../security/secrets';

export type SessionServiceContext = Pick<AppContext, 'db' | 'now' | 'env'>;

/** The SSO session a ticket opens, or 404 '登录信息不存在' in the `{code, data}` shape of these calls. */
export async function findSessionByTicket(ctx: SessionServiceContext, ticket: string) {
  const [row] = await ctx.db
    .select({ id: ssoSessions.id, lastSeenAt: ssoSessions.lastSeenAt, endedAt: ssoSessions.endedAt })
    .from(ssoSessions)
    .where(eq(ssoSessions.ticketHash, hashSecret(ticket)));
  if (!row) throw new AppError('NOT_FOUND', { msg: '登录信息不存在' });
  return row;
}
