import type { SchoolCalendar } from '../../../shared/schema/home';

/**
 * The facts the holiday and school-calendar widget shows, from the server's answers. Days are the server's
 * YYYY-MM-DD strings in the school's time zone; they are compared as calendar days (UTC midnight), never through
 * the reader's clock, so a reader abroad sees the school's "today".
 */

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

/** Whole days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Where today falls in the semester: before it, in week N (1-based), or after it. */
export type SemesterWeek =
  | { kind: 'before'; daysToStart: number }
  | { kind: 'during'; week: number; totalWeeks: number }
  | { kind: 'after' };

/** The server's currentWeek: 0 before the semester, totalWeeks + 1 after it, else the week of today. */
export function semesterWeek(calendar: SchoolCalendar, today: string): SemesterWeek {
  if (calendar.currentWeek <= 0) return { kind: 'before', daysToStart: Math.max(0, daysBetween(today, calendar.semester.startDate)) };
  if (calendar.currentWeek > calendar.totalWeeks) return { kind: 'after' };
  return { kind: 'during', week: calendar.currentWeek, totalWeeks: calendar.totalWeeks };
}

type CalendarEvent = SchoolCalendar['events'][number];

/** Events that touch today's month (one that starts earlier and runs into it counts), in date order. */
export function eventsInMonth(events: readonly CalendarEvent[], today: string): CalendarEvent[] {
  const month = today.slice(0, 7);
  return sortEvents(events.filter((e) => e.date.slice(0, 7) <= month && e.endDate.slice(0, 7) >= month));
}

export function sortEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  return events.slice().sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? -1 : 1));
}

/** A day as the reader's language writes it, without a year (3月9日 / Mar 9); with weekday when asked. */
export function formatDay(day: string, language: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    year: options.year ? 'numeric' : undefined,
    month: language.startsWith('zh') ? 'long' : 'short',
    day: 'numeric',
    weekday: options.weekday ? 'long' : undefined,
  }).format(date);
}

/** "3月9日" for one day, "3月9日 – 3月13日" for a span. */
export function formatSpan(start: string, end: string, language: string): string {
  const first = formatDay(start, language);
  return start === end ? first : `${first} – ${formatDay(end, language)}`;
}
