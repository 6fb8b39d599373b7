import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { myApplicationDetail, myApplications } from '../../../shared/api/catalogue/my-applications';
import {
  APPLICATION_FILTERS, KEYWORD_MAX, type ApplicationCounts, type ApplicationFilter, type ApplicationSummary,
} from '../../../shared/schema/my-applications';
import { useServices } from '../../app/services';
import { useRawUrl } from '../../app/raw-url';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useDateTime } from '../ratings/format-time';
import { FilterTabs } from './FilterTabs';
import { PagerRow } from './PagerRow';
import { SearchBox } from './SearchBox';

const PAGE_SIZE = 10;

/** The tab in the address (`&status=`), so the 个人事务 counters and a bookmark open it filtered. */
export function applicationFilterOf(search: string): ApplicationFilter {
  const value = new URLSearchParams(search).get('status');
  return (APPLICATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as ApplicationFilter) : 'all';
}

/**
 * 我的办件 (ADR 026): the user's applications by tab (全部 / 办理中 / 已办结 / 已驳回 / 草稿) with each tab's count,
 * searchable and paged; an application opens its status timeline in place.
 */
export function MyApplicationsSection() {
  const { t } = useTranslation();
  const s = useServices();
  const { search } = useRawUrl();
  const [path, navigate] = useLocation();
  const filter = applicationFilterOf(search);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { state, reload } = useCall(s.blade, myApplications, { status: filter, keyword, current: page, size: PAGE_SIZE });
  // A business system changed the user's applications or drafts (ADR 024): the page loads again.
  useEffect(() => s.events.on('inboxChanged', (parts) => {
    if (parts.includes('applications') || parts.includes('drafts')) reload();
  }), [s, reload]);
  // The tab counts stay while another tab or page loads.
  const lastCounts = useRef<ApplicationCounts | null>(null);
  if (state.status === 'success') lastCounts.current = state.data.counts;
  const counts = lastCounts.current;

  const choose = (next: ApplicationFilter) => {
    const params = new URLSearchParams(search);
    params.set('status', next);
    setPage(1);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };

  return (
    <>
      <p className="pc-intro">{t('personal.apps.intro')}</p>
      <FilterTabs
        label={t('personal.apps.tabsLabel')}
        options={APPLICATION_FILTERS.map((value) => ({ value, label: t(`personal.apps.filters.${value}`), count: counts?.[value] }))}
        current={filter}
        onSelect={choose}
      />
      <SearchBox
        label={t('personal.apps.search')}
        placeholder={t('personal.apps.searchPlaceholder')}
        maxLength={KEYWORD_MAX}
        onSearch={(value) => { setKeyword(value); setPage(1); }}
      />
      {state.status === 'loading' ? <Loading label={t('personal.apps.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.apps.failed')} detail={state.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.records.length === 0 ? (
        <p className="pc-empty">{keyword ? t('personal.apps.noMatch', { keyword }) : t(`personal.apps.empty.${filter}`)}</p>
      ) : null}
      {state.status === 'success' && state.data.records.length > 0 ? (
        <>
          <ul className="pc-apps" aria-label={t(`personal.apps.filters.${filter}`)}>
            {state.data.records.map((app) => <ApplicationRow key={app.id} app={app} />)}
          </ul>
          <PagerRow page={page} total={state.data.total} size={PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

/** Only web addresses open from the list: a stored address must not run script in the portal's origin. */
function safeLink(url: string): string | null {
  if (url.trim() === '') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function ApplicationRow({ app }: { app: ApplicationSummary }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const isDraft = app.status === 'draft' || app.status === 'returned';
  // A returned draft shows the timeline of the application it came from.
  const timelineId = isDraft ? app.processId : app.id;
  const link = safeLink(app.url);
  return (
    <li className="pc-app">
      <div className="pc-app__head">
        <div className="pc-app__text">
          <h3 className="pc-app__title">{app.title}</h3>
          <p className="pc-list__meta">
            {isDraft
              ? t('personal.apps.savedAt', { time: dateTime(app.startedAt) })
              : t('personal.apps.meta', { service: app.serviceName, dept: app.deptName || t('personal.apps.noDept'), time: dateTime(app.startedAt) })}
          </p>
          {app.currentStep ? (
            <p className="pc-app__step">
              {isDraft ? app.currentStep : t('personal.apps.currentStep', { step: app.currentStep })}
              {app.overdue ? <span className="pc-badge pc-badge--danger">{t('personal.apps.overdue')}</span> : null}
            </p>
          ) : null}
        </div>
        <span className={`pc-badge pc-badge--${app.status}`}>{t(`personal.apps.status.${app.status}`)}</span>
        {link ? (
          <a className="sh-button sh-button--secondary pc-list__action pc-app__link" href={link} target="_blank" rel="noopener noreferrer">
            {isDraft ? t('personal.apps.resume') : t('personal.apps.view')}
            <span className="sh-visually-hidden">{`${app.title}${t('personal.apps.newTab')}`}</span>
          </a>
        ) : null}
        {timelineId === '' ? null : (
          <button
            type="button"
            className="sh-button sh-button--secondary pc-list__action"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('personal.apps.hideTimeline') : t('personal.apps.showTimeline')}
            <span className="sh-visually-hidden">{app.title}</span>
          </button>
        )}
      </div>
      {open && timelineId !== '' ? <div id={panelId}><Timeline id={timelineId} /></div> : null}
    </li>
  );
}

/** The status timeline of one application: its steps in order, who handled each, when, with what opinion. */
function Timeline({ id }: { id: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const dateTime = useDateTime();
  const { state, reload } = useCall(s.blade, myApplicationDetail, { id });
  if (state.status === 'loading') return <Loading label={t('personal.apps.timelineLoading')} />;
  if (state.status === 'error') return <LoadError title={t('personal.apps.timelineFailed')} detail={state.message} onRetry={reload} />;
  const { steps, application } = state.data;
  if (steps.length === 0) return <p className="pc-empty">{t('personal.apps.noSteps')}</p>;
  return (
    <ol className="pc-timeline" aria-label={t('personal.apps.timeline', { title: application.title })}>
      {steps.map((step) => (
        <li key={`${step.seq}-${step.startedAt}`} className={`pc-timeline__step pc-timeline__step--${step.result}`}>
          <p className="pc-timeline__name">
            {step.nodeName}
            <span className={`pc-badge pc-badge--step-${step.result}`}>{t(`personal.apps.result.${step.result}`)}</span>
            {step.overdue ? <span className="pc-badge pc-badge--danger">{t('personal.apps.overdue')}</span> : null}
          </p>
          <p className="pc-list__meta">{t('personal.apps.handler', { name: step.handlerName, dept: step.deptName })}</p>
          <p className="pc-list__meta">
            {step.endedAt
              ? t('personal.apps.stepTimes', { start: dateTime(step.startedAt), end: dateTime(step.endedAt) })
              : t('personal.apps.stepWaiting', { start: dateTime(step.startedAt) })}
            {step.timeLimitHours > 0 ? ` · ${t('personal.apps.limit', { hours: step.timeLimitHours })}` : ''}
          </p>
          {step.opinion ? <p className="pc-timeline__opinion">{t('personal.apps.opinion', { opinion: step.opinion })}</p> : null}
        </li>
      ))}
    </ol>
  );
}
