import { useId, useState } from 'react';
import { progressStatistics, showProgress } from '../../../shared/api/catalogue/feedback';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../shared/schema/feedback';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { FeedbackItem } from './FeedbackItem';
import './panel-texts';
import './robot.css';

const PAGE_SIZE = 10;

/**
 * The feedback list of the personal centre: counts per status (also the filter), the user's feedback newest first
 * with its status, each one opening its detail and history in place; paged, 暂无反馈 when there is none.
 */
export default function FeedbackProgressView() {
  const { t } = useTranslation();
  const s = useServices();
  const titleId = useId();
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [current, setCurrent] = useState(1);
  const counts = useCall(s.blade, progressStatistics, {});
  const page = useCall(s.blade, showProgress, { status, current, size: PAGE_SIZE });

  function filter(next: FeedbackStatus | '') {
    setStatus(next);
    setCurrent(1);
  }

  const stats = counts.state.status === 'success' ? counts.state.data : null;
  const filters: { key: FeedbackStatus | ''; label: string; count: number | null }[] = [
    { key: '', label: t('robotChat.progress.all'), count: stats?.total ?? null },
    ...FEEDBACK_STATUSES.map((key) => ({ key, label: t(`robotChat.progress.status.${key}`), count: stats ? stats[key] : null })),
  ];

  return (
    <section className="rb-progress" aria-labelledby={titleId}>
      <h2 className="rb-progress__title" id={titleId}>{t('robotChat.progress.title')}</h2>
      <div className="rb-progress__filters" role="group" aria-label={t('robotChat.progress.filter')}>
        {filters.map((f) => (
          <button
            key={f.key || 'all'}
            type="button"
            className="rb-progress__filter"
            aria-pressed={status === f.key}
            onClick={() => filter(f.key)}
          >
            {f.label}
            {/* A space, so the button is read "待受理 3", not "待受理3". */}
            {f.count !== null ? ' ' : null}
            {f.count !== null ? <span className="rb-progress__count">{f.count}</span> : null}
          </button>
        ))}
      </div>
      {counts.state.status === 'error' ? <LoadError title={t('robotChat.progress.failed')} detail={counts.state.error.message} onRetry={counts.reload} /> : null}

      {page.state.status === 'loading' ? <Loading label={t('robotChat.progress.loading')} /> : null}
      {page.state.status === 'error' ? <LoadError title={t('robotChat.progress.failed')} detail={page.state.error.message} onRetry={page.reload} /> : null}
      {page.state.status === 'success' ? (
        page.state.data.records.length === 0 ? (
          <p className="rb-progress__empty">{t('robotChat.progress.empty')}</p>
        ) : (
          <>
            <ul className="rb-progress__list">
              {page.state.data.records.map((item) => <FeedbackItem key={item.feedbackId} item={item} />)}
            </ul>
            <Pager total={page.state.data.total} current={current} onPage={setCurrent} />
          </>
        )
      ) : null}
    </section>
  );
}

function Pager({ total, current, onPage }: { total: number; current: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="rb-pager" aria-label={t('robotChat.progress.page', { current, pages, total })}>
      <button type="button" className="rb-pager__button" disabled={current <= 1} onClick={() => onPage(current - 1)}>{t('robotChat.progress.prev')}</button>
      <span className="rb-pager__position">{t('robotChat.progress.page', { current, pages, total })}</span>
      <button type="button" className="rb-pager__button" disabled={current >= pages} onClick={() => onPage(current + 1)}>{t('robotChat.progress.next')}</button>
    </nav>
  );
}
