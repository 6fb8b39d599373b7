/**
 * The SSO session's idle clock, shared by the authenticator (every signed-in call) and the session-time calls,
 * so both agree on when a session is over.
 */

/** last_seen_at is written at most this often, so a busy user costs one write a minute, not one per call. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  lastSeenAt: Date;
  endedAt: Date | null;
}

/** Whole seconds before the session ends for idleness; 0 once it has ended or expired. */
export function sessionSecondsLeft(session: SessionTimes, idleMinutes: number, nowMs: number): number {
  if (session.endedAt !== null) return 0;
  const leftMs = session.lastSeenAt.getTime() + idleMinutes * 60_000 - nowMs;
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

export function isSessionLive(session: SessionTimes, idleMinutes: number, nowMs: number): boolean {
  return sessionSecondsLeft(session, idleMinutes, nowMs) > 0;
}

/** True when a live session's last_seen_at is old enough to be worth writing again. */
export function isTouchDue(session: SessionTimes, nowMs: number): boolean {
  return nowMs - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
