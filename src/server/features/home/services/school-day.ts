/**
 * Dates of the school's calendar as 'YYYY-MM-DD' strings in Asia/Shanghai. China has kept UTC+8 all year since 1991
 * (no daylight saving), so a fixed offset gives the same day as a time-zone database, without depending on the
 * server's own zone or its ICU data.
 */

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The day in Asia/Shanghai at the instant `nowMs`. */
export function schoolToday(nowMs: number): string {
  return new Date(nowMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day: differences of these count calendar days exactly. */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** The 'YYYY-MM-DD' of a day number. */
function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before a day (weeks of a school calendar run Monday to Sunday). */
export function mondayOf(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: day number 0 is weekday 3 counting Monday as 0.
  const weekday = (((n + 3) % 7) + 7) % 7;
  return dayFromNumber(n - weekday);
}

/** Inclusive length in days of a range of days. */
export function daysInRange(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}
