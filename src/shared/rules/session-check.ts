import type { CasSessionData, SessionEndReason, SessionExpiration } from '../schema/session';
import type { IntervalTimers } from './timers';
import { defaultTimers } from './timers';

/** SESS-02: the exact text of the re-login dialog when the ticket looks wrong. */
export const SESSION_ABNORMAL_TEXT = '当前登录信息异常，继续使用系统可能出现问题，请重新登录';
/** SESS-01 */
const SESSION_CHECK_INTERVAL_MS = 30_000;
/** SESS-01: with the auto-refresh flag off the remaining time is counted down locally, so it is checked often. */
const SESSION_CHECK_FAST_INTERVAL_MS = 2_000;
/** SESS-04 */
const SESSION_REFETCH_BELOW_S = 300;
/** SESS-04 */
const SESSION_MAX_FAILURES = 5;

/** The `{ code, data }` answer of the session-time call; code 200 is the only good one. */
export interface SessionTimeAnswer {
  code: number;
  data: CasSessionData | null;
}

export type SessionOutcome =
  | { kind: 'active'; remaining: number; isExpiring: boolean }
  /** SESS-02 */
  | { kind: 'abnormal'; message: string }
  /**
   * SESS-03, SESS-04, SESS-05: message is the server's outLogTip; `reason` says why when the server ended the session
   * rather than it going idle (ADR 025).
   */
  | { kind: 'expired'; message: string; reason?: SessionEndReason };

export interface SessionCheckDeps {
  /** The static session-expiration JSON (autoRefresh, outLogTip). */
  config: SessionExpiration;
  /** The ticket cookie, or null when there is none. */
  getTicket(): string | null;
  readCache(): CasSessionData | null;
  writeCache(data: CasSessionData): void;
  /** Asks the server for the remaining time; rejects only when the server could not be reached. */
  fetchRemaining(casTicket: string): Promise<SessionTimeAnswer>;
  onOutcome(outcome: SessionOutcome): void;
  timers?: IntervalTimers;
}

export interface SessionChecker {
  start(): void;
  stop(): void;
  /** One check, as the timer runs it; exposed so tests and the first paint need not wait. */
  check(): Promise<void>;
  readonly intervalMs: number;
}

/** SESS-01: 30 s, or 2 s when the auto-refresh flag is off. */
function sessionCheckInterval(autoRefresh: boolean): number {
  return autoRefresh ? SESSION_CHECK_INTERVAL_MS : SESSION_CHECK_FAST_INTERVAL_MS;
}

/**
 * SESS-01…SESS-06: watches the single sign-on session and reports 'active', 'abnormal' or 'expired'.
 * After 'abnormal' or 'expired' it stops; the re-login dialog (SESS-07) takes over.
 * "The initial one" of SESS-06 is the first remaining time the server told us for this ticket.
 */
export function createSessionChecker(deps: SessionCheckDeps): SessionChecker {
  const timers = deps.timers ?? defaultTimers;
  const intervalMs = sessionCheckInterval(deps.config.autoRefresh);
  const stepSeconds = intervalMs / 1000;
  let handle: unknown = null;
  let busy = false;
  let finished = false;
  let failures = 0;
  let initial: number | null = null;

  function finish(outcome: SessionOutcome): void {
    finished = true;
    stop();
    deps.onOutcome(outcome);
  }

  function expire(reason?: SessionEndReason): void {
    const message = deps.config.outLogTip;
    finish(reason === undefined || reason === 'idle' ? { kind: 'expired', message } : { kind: 'expired', message, reason });
  }

  function report(remaining: number, reason?: SessionEndReason): void {
    if (remaining <= 0) { expire(reason); return; }
    if (initial === null) initial = remaining;
    deps.onOutcome({ kind: 'active', remaining, isExpiring: remaining < initial });
  }

  /** SESS-04: a failed re-fetch counts; the time keeps running down locally meanwhile. */
  function countFailure(cached: CasSessionData | null): void {
    failures += 1;
    if (failures >= SESSION_MAX_FAILURES) { expire(); return; }
    if (cached) {
      const next = { ...cached, expireTime: cached.expireTime - stepSeconds };
      deps.writeCache(next);
      report(next.expireTime);
    }
  }

  async function fetchInto(ticket: string, cached: CasSessionData | null): Promise<void> {
    let answer: SessionTimeAnswer;
    try {
      answer = await deps.fetchRemaining(ticket);
    } catch {
      countFailure(cached);
      return;
    }
    if (answer.code !== 200 || answer.data === null) {
      // SESS-02: the first answer for a ticket decides whether the sign-in is sound at all.
      if (cached === null) { finish({ kind: 'abnormal', message: SESSION_ABNORMAL_TEXT }); return; }
      countFailure(cached);
      return;
    }
    failures = 0;
    deps.writeCache(answer.data);
    report(answer.data.expireTime, answer.data.endReason);
  }

  async function check(): Promise<void> {
    if (busy || finished) return;
    busy = true;
    try {
      const cached = deps.readCache();
      if (cached === null) {
        const ticket = deps.getTicket();
        // No ticket and nothing cached: this sign-in did not go through the SSO session, nothing to watch.
        if (ticket) await fetchInto(ticket, null);
        return;
      }
      if (cached.expireTime <= 0) { expire(); return; } // SESS-03
      if (deps.config.autoRefresh || cached.expireTime < SESSION_REFETCH_BELOW_S) {
        await fetchInto(cached.tgt || deps.getTicket() || '', cached); // SESS-04
        return;
      }
      // SESS-06: between server answers, count down locally.
      const next = { ...cached, expireTime: cached.expireTime - stepSeconds };
      deps.writeCache(next);
      report(next.expireTime);
    } finally {
      busy = false;
    }
  }

  function start(): void {
    if (handle !== null || finished) return;
    handle = timers.setInterval(() => { void check(); }, intervalMs);
  }

  function stop(): void {
    if (handle === null) return;
    timers.clearInterval(handle);
    handle = null;
  }

  return { start, stop, check, intervalMs };
}
