import { z } from 'zod/mini';
import { serviceItemSchema } from './cards';

/** What surrounds the cards on /homePage: quick navigation, holidays, the school calendar, service specials, themes. */

const int = () => z.number().check(z.int());
/** YYYY-MM-DD in the school's time zone. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const quickNavItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Icon file name from the fixed icon set, or an https / own-file image URL. */
  icon: z.string(),
  url: z.string(),
  /** OPEN-01 values: 1001 in-page dialog, 1002 pop-up window, 1003 new tab. */
  openWay: int(),
});
export type QuickNavItem = z.infer<typeof quickNavItemSchema>;

const holidaySchema = z.object({ name: z.string(), startDate: day, endDate: day, days: int() });
export const holidayInfoSchema = z.object({
  today: day,
  /** Today's holiday, else null. */
  current: z.nullable(holidaySchema),
  /** The next holiday after today, else null. */
  next: z.nullable(holidaySchema),
  holidays: z.array(holidaySchema),
});
export type HolidayInfo = z.infer<typeof holidayInfoSchema>;

const semesterSchema = z.object({ id: z.string(), name: z.string(), startDate: day, endDate: day });
export type Semester = z.infer<typeof semesterSchema>;

const CALENDAR_EVENT_KINDS = ['term', 'holiday', 'exam', 'event'] as const;
export const schoolCalendarSchema = z.object({
  semester: semesterSchema,
  semesters: z.array(semesterSchema),
  /** Week of the semester today falls in (1-based); 0 before it starts, totalWeeks + 1 after it ends. */
  currentWeek: int(),
  totalWeeks: int(),
  events: z.array(z.object({ date: day, endDate: day, title: z.string(), kind: z.enum(CALENDAR_EVENT_KINDS) })),
});
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;
export const schoolCalendarRequestSchema = z.object({ semesterId: z.optional(z.string().check(z.maxLength(32))) });

export const serviceSpecialSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** https or own-file image URL, '' for none. */
  cover: z.string(),
  serviceCount: int(),
});
export type ServiceSpecial = z.infer<typeof serviceSpecialSchema>;
export const serviceSpecialListSchema = z.object({ special: serviceSpecialSchema, services: z.array(serviceItemSchema) });

/** Theme as stored in session (doc2 §3). */
export const themeSchema = z.object({
  themeId: z.string(),
  themeName: z.string(),
  themeColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, '主题色须为 #RRGGBB')),
  /** Banner image of the home page: own-file or https URL, '' for none. */
  themeImg: z.string(),
  themeImgBorderColor: z.string(),
  /** Background of the to-do card ("waiting for me to handle"). */
  WaitingForMeToHandleBCImg: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
