import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { calendarEvents, semesters } from '../../../db/schema/content';
import type { SchoolCalendar, Semester } from '../../../../shared/schema/home';
import { AppError } from '../../../http/app-error';
import { dayNumber, mondayOf } from './school-day';

/** The tenant's semesters in date order. */
export function listSemesters(db: Queryable, tenantId: string): Promise<Semester[]> {
  return db
    .select({ id: semesters.id, name: semesters.name, startDate: semesters.startDate, endDate: semesters.endDate })
    .from(semesters)
    .where(eq(semesters.tenantId, tenantId))
    .orderBy(asc(semesters.startDate));
}

/**
 * The semester to show for `today`: the one containing it; in a vacation between two, the coming one (its week is
 * then 0, "not started"); after the last, the last.
 */
function pickSemester(today: string, list: readonly Semester[]): Semester | undefined {
  return list.find((s) => s.startDate <= today && today <= s.endDate) ?? list.find((s) => s.startDate > today) ?? list.at(-1);
}

/** Weeks count from the Monday of the semester's first day; week 1 is the week holding its start. */
function semesterWeeks(semester: Semester, today: string): { currentWeek: number; totalWeeks: number } {
  const firstMonday = dayNumber(mondayOf(semester.startDate));
  const totalWeeks = Math.floor((dayNumber(semester.endDate) - firstMonday) / 7) + 1;
  if (today < semester.startDate) return { currentWeek: 0, totalWeeks };
  if (today > semester.endDate) return { currentWeek: totalWeeks + 1, totalWeeks };
  return { currentWeek: Math.floor((dayNumber(today) - firstMonday) / 7) + 1, totalWeeks };
}

/** getSchoolCalendar: the given semester of the tenant, or the one for today; its weeks and events. */
export async function getSchoolCalendar(
  db: Queryable, tenantId: string, today: string, semesterId: string | undefined, list: readonly Semester[],
): Promise<SchoolCalendar> {
  const semester = semesterId ? list.find((s) => s.id === semesterId) : pickSemester(today, list);
  if (!semester) throw new AppError('NOT_FOUND', { msg: semesterId ? '学期不存在' : '尚未设置校历' });
  const events = await db
    .select({ date: calendarEvents.startDate, endDate: calendarEvents.endDate, title: calendarEvents.title, kind: calendarEvents.kind })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.semesterId, semester.id)))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
  return { semester, semesters: [...list], ...semesterWeeks(semester, today), events };
}
