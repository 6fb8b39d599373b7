import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { holidays } from '../../../db/schema/content';
import type { HolidayInfo } from '../../../../shared/schema/home';
import { daysInRange } from './school-day';

export interface HolidayRow {
  name: string;
  startDate: string;
  endDate: string;
}

/** Every holiday of a tenant, in date order (a few dozen rows: cached per tenant by the route). */
export function listHolidays(db: Queryable, tenantId: string): Promise<HolidayRow[]> {
  return db
    .select({ name: holidays.name, startDate: holidays.startDate, endDate: holidays.endDate })
    .from(holidays)
    .where(eq(holidays.tenantId, tenantId))
    .orderBy(asc(holidays.startDate), asc(holidays.id));
}

/**
 * getHoliday for `today`: the holiday today falls in, the next one to start after today, and this year's and later
 * holidays (so that in December the list already holds next year's New Year).
 */
export function holidayInfo(today: string, rows: readonly HolidayRow[]): HolidayInfo {
  const year = today.slice(0, 4);
  const all = rows.map((h) => ({ ...h, days: daysInRange(h.startDate, h.endDate) }));
  // 'YYYY-MM-DD' strings compare as dates.
  const current = all.find((h) => h.startDate <= today && today <= h.endDate) ?? null;
  const next = all.find((h) => h.startDate > today) ?? null;
  return { today, current, next, holidays: all.filter((h) => h.endDate.slice(0, 4) >= year) };
}
