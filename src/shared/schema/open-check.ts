import { z } from 'zod/mini';

/**
 * ADR 031: before the portal opens a service, a to-do, a 暂存表 row or a message's link, it asks whether the address answers; when it
 * does not, the user reads which system is unreachable and whom to ask, instead of a blank frame or the browser's
 * error page. The portal names the item, never an address: the server checks only addresses it stored itself.
 */
const OPEN_CHECK_KINDS = ['service', 'todo', 'draft', 'message'] as const;

export const openCheckRequestSchema = z.object({
  kind: z.enum(OPEN_CHECK_KINDS),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type OpenCheckRequest = z.infer<typeof openCheckRequestSchema>;

/**
 * reachable: it answered; unreachable: no answer (down, a wrong host, a gateway error); unknown: the server may not
 * try it (an intranet address the outbound guard keeps it from) or the item has no address — the portal opens it as
 * before.
 */
const OPEN_CHECK_VERDICTS = ['reachable', 'unreachable', 'unknown'] as const;

export const openCheckAnswerSchema = z.object({
  verdict: z.enum(OPEN_CHECK_VERDICTS),
  /** The business system that serves the address, or the service's department. */
  systemName: z.string(),
  /** Whom to ask: the system's contact, or the department's phone; '' when none is known. */
  contact: z.string(),
});
export type OpenCheckAnswer = z.infer<typeof openCheckAnswerSchema>;
