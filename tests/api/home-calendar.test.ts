import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, holidays } from '../../src/server/db/schema/content';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import { home } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal } from '../support/portal-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const sem = (key: string) => `sem-${DEMO_TENANT_ID}-${key}`;

describe.each(testDatabases())('holidays and the school calendar on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sets the server's clock to an instant, then signs the student in (a token from before the jump would be stale). */
  async function studentAt(iso: string) {
    server.advanceClock(Date.parse(iso) - server.context.now());
    const portal = createTestPortal(server);
    await portal.signIn('student', 'Student@123');
    return portal.api;
  }

  it('answers National Day as the current holiday and New Year 2027 as the next, on 3 October 2026', async () => {
    const api = await studentAt('2026-10-03T02:00:00Z');
    const info = await api.call(home.getHoliday, {});
    expect(info.today).toBe('2026-10-03');
    expect(info.current).toEqual({ name: '国庆节', startDate: '2026-10-01', endDate: '2026-10-07', days: 7 });
    expect(info.next).toEqual({ name: '元旦', startDate: '2027-01-01', endDate: '2027-01-03', days: 3 });
    const rows = await server.context.db.select().from(holidays).where(eq(holidays.tenantId, DEMO_TENANT_ID)).orderBy(asc(holidays.startDate));
    expect(info.holidays.map((h) => [h.name, h.startDate, h.endDate])).toEqual(rows.map((h) => [h.name, h.startDate, h.endDate]));
    // The official 2026 arrangement: a 9-day Spring Festival.
    expect(info.holidays.find((h) => h.startDate === '2026-02-15')).toEqual({ name: '春节', startDate: '2026-02-15', endDate: '2026-02-23', days: 9 });
  });

  it('counts the day in Asia/Shanghai: 16:30 UTC on New Year\'s Eve is already New Year\'s Day', async () => {
    const api = await studentAt('2026-12-31T16:30:00Z');
    const info = await api.call(home.getHoliday, {});
    expect(info.today).toBe('2027-01-01');
    expect(info.current?.name).toBe('元旦');
    expect(info.next).toMatchObject({ name: '春节', startDate: '2027-02-05' });
    // From this year on: the 2026 holidays are gone from the list.
    expect(info.holidays.every((h) => h.startDate >= '2027-01-01')).toBe(true);
    expect(info.holidays).toHaveLength(7);
  });

  it('has no current holiday on an ordinary day, and no next one after the last seeded holiday', async () => {
    const api = await studentAt('2026-09-20T04:00:00Z');
    const info = await api.call(home.getHoliday, {});
    expect(info).toMatchObject({ today: '2026-09-20', current: null, next: { name: '中秋节', startDate: '2026-09-25', days: 3 } });
    const late = await (await studentAt('2027-12-01T04:00:00Z')).call(home.getHoliday, {});
    expect(late).toMatchObject({ today: '2027-12-01', current: null, next: null });
  });

  it('answers the semester containing today, its week from the first Monday, and its events in date order', async () => {
    const api = await studentAt('2026-11-21T04:00:00Z');
    const calendar = await api.call(home.getSchoolCalendar, {});
    expect(calendar.semester).toEqual({ id: sem('2026-1'), name: '2026-2027学年第一学期', startDate: '2026-08-31', endDate: '2027-01-17' });
    // 31 Aug 2026 is a Monday; 21 Nov is 82 days later (week 12); 17 Jan 2027 closes week 20.
    expect(calendar.currentWeek).toBe(12);
    expect(calendar.totalWeeks).toBe(20);
    expect(calendar.semesters.map((s) => s.id)).toEqual([sem('2025-1'), sem('2025-2'), sem('2026-1'), sem('2026-2')]);
    const events = await server.context.db.select().from(calendarEvents)
      .where(eq(calendarEvents.semesterId, sem('2026-1'))).orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
    expect(calendar.events).toEqual(events.map((e) => ({ date: e.startDate, endDate: e.endDate, title: e.title, kind: e.kind })));
    expect(calendar.events.map((e) => e.title)).toEqual(expect.arrayContaining(['开学，正式上课', '下学期选课', '考试周', '寒假']));
  });

  it('counts weeks Monday to Sunday from the semester\'s first Monday', async () => {
    // Sunday 6 September 2026 is still week 1 of a semester starting Monday 31 August; Monday 7 September is week 2.
    expect((await (await studentAt('2026-09-06T04:00:00Z')).call(home.getSchoolCalendar, {})).currentWeek).toBe(1);
    expect((await (await studentAt('2026-09-07T04:00:00Z')).call(home.getSchoolCalendar, {})).currentWeek).toBe(2);
  });

  it('shows the coming semester as not started (week 0) in the summer vacation', async () => {
    const calendar = await (await studentAt('2026-07-20T04:00:00Z')).call(home.getSchoolCalendar, {});
    expect(calendar.semester.id).toBe(sem('2026-1'));
    expect(calendar.currentWeek).toBe(0);
  });

  it('answers a chosen semester (ended: week totalWeeks + 1) and refuses an unknown one', async () => {
    const api = await studentAt('2026-11-21T04:00:00Z');
    const past = await api.call(home.getSchoolCalendar, { semesterId: sem('2025-1') });
    expect(past.semester.name).toBe('2025-2026学年第一学期');
    expect(past.totalWeeks).toBe(20);
    expect(past.currentWeek).toBe(21);
    expect(past.events.some((e) => e.title === '国庆节、中秋节放假')).toBe(true);
    const error: unknown = await api.call(home.getSchoolCalendar, { semesterId: 'sem-999999-x' }, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('学期不存在');
  });
});
