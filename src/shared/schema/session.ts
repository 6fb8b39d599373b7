import { z } from 'zod/mini';

/** Body of the SSO session-time calls. */
export const casTicketRequestSchema = z.object({ casTicket: z.string().check(z.minLength(1), z.maxLength(256)) });

/**
 * Why a session is over (ADR 025): 'idle' when it went idle, else the reason it was ended (logout elsewhere, removed,
 * the account disabled, the password changed, another role chosen, the refresh token reused, the provider's logout).
 */
export const sessionEndReasonSchema = z.enum([
  'idle', 'logout', 'removed', 'disabled', 'password-changed', 'role-switch', 'refresh-reuse', 'idp-logout',
]);
export type SessionEndReason = z.infer<typeof sessionEndReasonSchema>;

/** `data` of getSessionValidTime / updateSessionValidTime: seconds left on the ticket; why it is over when 0. */
export const casSessionDataSchema = z.object({
  tgt: z.string(),
  expireTime: z.number(),
  endReason: z.optional(z.catch(sessionEndReasonSchema, 'removed')),
});
export type CasSessionData = z.infer<typeof casSessionDataSchema>;

/** The static session-expiration JSON (SESS-05). */
export const sessionExpirationSchema = z.object({
  /** Idle life of a session, in seconds. */
  expireTime: z.number().check(z.int(), z.positive()),
  outLogTip: z.string(),
  /** SESS-01/SESS-04: when true the remaining time is re-fetched at every 30 s check. */
  autoRefresh: z.boolean(),
});
export type SessionExpiration = z.infer<typeof sessionExpirationSchema>;
