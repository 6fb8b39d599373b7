const HOUR_MS = 3_600_000;

/**
 * A step is overdue when it ran, or still runs, past startedAt + its limit; a limit of 0 is none. The same
 * judgement as the to-do card's 超时 count (cards/data-sources/builtin/todo.ts).
 */
export function isOverdue(startedAt: Date, endedAt: Date | null, timeLimitHours: number, now: Date): boolean {
  if (timeLimitHours <= 0) return false;
  return (endedAt ?? now).getTime() > startedAt.getTime() + timeLimitHours * HOUR_MS;
}
