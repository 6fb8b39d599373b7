import { useState } from 'react';
import { getHoliday, getSchoolCalendar } from '../../../shared/api/catalogue/home';
import type { HolidayInfo, SchoolCalendar } from '../../../shared/schema/home';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { daysBetween, eventsInMonth, formatDay, formatSpan, semesterWeek, sortEvents } from './calendar-facts';

/**
 * The holiday and school-calendar widget: today, the week of the semester ('第N周'), today's or the next holiday
 * with the days until it, and the calendar's events of this month or the whole semester. The two answers load
 * separately: a failing holiday call leaves the calendar standing, and the other way round.
 */
export function CalendarWidget() {
  const { t } = useTranslation();
  const s = useServices();
  const holiday = useCall(s.blade, getHoliday, {});
  const calendar = useCall(s.blade, getSchoolCalendar, {});
  const today = holiday.state.status === 'success' ? holiday.state.data.today : null;

  return (
    <section className="hp-panel hp-calendar" aria-labelledby="hp-calendar-title">
      <h2 id="hp-calendar-title" className="hp-panel__title">{t('homePage.calendar.title')}</h2>
      {holiday.state.status === 'loading' ? <p className="hp-muted" role="status">{t('homePage.calendar.holidayLoading')}</p> : null}
      {holiday.state.status === 'error' ? (
        <LoadError title={t('homePage.calendar.holidayFailed')} detail={holiday.state.error.message} onRetry={holiday.reload} />
      ) : null}
      {holiday.state.status === 'success' ? <HolidayFacts info={holiday.state.data} /> : null}

      {calendar.state.status === 'loading' ? <p className="hp-muted" role="status">{t('homePage.calendar.loading')}</p> : null}
      {calendar.state.status === 'error' ? (
        <LoadError title={t('homePage.calendar.failed')} detail={calendar.state.error.message} onRetry={calendar.reload} />
      ) : null}
      {calendar.state.status === 'success' ? <SemesterFacts calendar={calendar.state.data} today={today} /> : null}
    </section>
  );
}

function HolidayFacts({ info }: { info: HolidayInfo }) {
  const { t, language } = useTranslation();
  const next = info.next;
  const daysUntil = next ? daysBetween(info.today, next.startDate) : null;
  return (
    <div className="hp-calendar__top">
      <p className="hp-calendar__today">
        <span className="hp-calendar__label">{t('homePage.calendar.today')}</span>
        <time dateTime={info.today}>{formatDay(info.today, language, { weekday: true, year: true })}</time>
      </p>
      <div className="hp-calendar__holiday">
        {info.current ? (
          <p className="hp-calendar__now">{t('homePage.calendar.holidayNow', { name: info.current.name })}</p>
        ) : null}
        {next && daysUntil !== null ? (
          <p className="hp-calendar__next">
            <span className="hp-calendar__label">{t('homePage.calendar.nextHoliday')}</span>
            <span className="hp-calendar__holiday-name">{next.name}</span>
            <span className="hp-calendar__countdown">{t('homePage.calendar.daysUntil', { n: daysUntil })}</span>
            <span className="hp-muted">
              {formatSpan(next.startDate, next.endDate, language)} · {t('homePage.calendar.holidayDays', { n: next.days })}
            </span>
          </p>
        ) : null}
        {!info.current && !next ? <p className="hp-muted">{t('homePage.calendar.noHoliday')}</p> : null}
      </div>
    </div>
  );
}

type EventRange = 'month' | 'semester';

function SemesterFacts({ calendar, today }: { calendar: SchoolCalendar; today: string | null }) {
  const { t, language } = useTranslation();
  const [range, setRange] = useState<EventRange>('month');
  // The school's today comes with the holiday answer; without it the semester's own dates still give a month.
  const day = today ?? localToday();
  const week = semesterWeek(calendar, day);
  const events = range === 'month' ? eventsInMonth(calendar.events, day) : sortEvents(calendar.events);

  return (
    <div className="hp-calendar__semester">
      <p className="hp-calendar__week">
        <span className="hp-calendar__semester-name">{calendar.semester.name}</span>
        {week.kind === 'during' ? (
          <>
            <strong className="hp-calendar__week-number">{t('homePage.calendar.week', { n: week.week })}</strong>
            <span className="hp-muted">{t('homePage.calendar.totalWeeks', { n: week.totalWeeks })}</span>
          </>
        ) : null}
        {week.kind === 'before' ? (
          <>
            <strong className="hp-calendar__week-number">{t('homePage.calendar.before')}</strong>
            <span className="hp-muted">{t('homePage.calendar.beforeDays', { n: week.daysToStart })}</span>
          </>
        ) : null}
        {week.kind === 'after' ? <strong className="hp-calendar__week-number">{t('homePage.calendar.after')}</strong> : null}
      </p>
      <div className="hp-calendar__range" role="group" aria-label={t('homePage.calendar.events')}>
        {(['month', 'semester'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className="hp-chip-button"
            aria-pressed={range === value}
            onClick={() => setRange(value)}
          >
            {t(`homePage.calendar.${value}`)}
          </button>
        ))}
      </div>
      {events.length === 0 ? (
        <p className="hp-muted">{t(range === 'month' ? 'homePage.calendar.noEventsMonth' : 'homePage.calendar.noEventsSemester')}</p>
      ) : (
        <ul className="hp-calendar__events">
          {events.map((event) => (
            <li key={`${event.date}-${event.title}`} className="hp-calendar__event">
              <time dateTime={event.date} className="hp-calendar__event-date">{formatSpan(event.date, event.endDate, language)}</time>
              <span className="hp-calendar__event-title">{event.title}</span>
              <span className={`hp-tag hp-tag--${event.kind}`}>{t(`homePage.calendar.kinds.${event.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
