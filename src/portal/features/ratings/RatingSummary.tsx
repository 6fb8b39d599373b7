import { useCallback, useId, useState } from 'react';
import { serviceRateDetail } from '../../../shared/api/catalogue/ratings';
import type { RateDetail } from '../../../shared/schema/ratings';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { useButtonGuard } from '../../../ui/use-button-guard';
import { useServerMessage } from '../../lib/use-server-message';
import { RatingComments } from './RatingComments';
import { RatingDistribution } from './RatingDistribution';
import { StarsDisplay } from './Stars';
import './texts';
import './ratings.css';
import { errorMessage } from '../../../shared/api/error-message';

const PAGE_SIZE = 10;

type Comment = RateDetail['comments']['records'][number];

/** Pages of comments loaded after the first, tied to the answer they continue. */
interface MorePages { base: RateDetail; records: Comment[]; current: number }

/**
 * A service's ratings for anyone (serviceRateDetail, public): the average with two decimals (STATE-03) and stars,
 * the count, the 1–5 distribution as bars, label counts, and the comments ten at a time. Remount it (a new `key`)
 * to show a rating just given.
 */
export function RatingSummary({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const localise = useServerMessage();
  const labelsId = useId();
  const commentsId = useId();
  const load = useCallback(
    () => s.blade.call(serviceRateDetail, { serviceId, current: 1, size: PAGE_SIZE }, { silent: true }),
    [s, serviceId],
  );
  const { state, reload } = useCall(load);
  const [more, setMore] = useState<MorePages | null>(null);
  const [moreFailed, setMoreFailed] = useState<string | null>(null);

  const base = state.status === 'success' ? state.data : null;
  const extra = more !== null && more.base === base ? more : null;
  const records = base ? [...base.comments.records, ...(extra?.records ?? [])] : [];

  const loadMore = useButtonGuard(async () => {
    if (!base) return;
    setMoreFailed(null);
    try {
      const page = await s.blade.call(
        serviceRateDetail, { serviceId, current: (extra?.current ?? 1) + 1, size: PAGE_SIZE }, { silent: true },
      );
      // A rating given meanwhile shifts the pages by one: skip what is already shown.
      const fresh = page.comments.records.filter((r) => !records.some((shown) => shown.ratingId === r.ratingId));
      setMore({ base, records: [...(extra?.records ?? []), ...fresh], current: page.comments.current });
    } catch (error) {
      setMoreFailed(errorMessage(error));
    }
  });

  if (state.status === 'loading') return <Loading label={t('ratings.summary.loading')} />;
  if (state.status === 'error') return <LoadError title={t('ratings.summary.failed')} detail={state.error.message} onRetry={reload} />;
  const detail = state.data;

  if (detail.count === 0) {
    return (
      <div className="rt-summary rt-summary--empty">
        <p className="rt-empty">{t('ratings.summary.empty')}</p>
        <p className="rt-muted">{t('ratings.summary.emptyHint')}</p>
      </div>
    );
  }

  const hasMore = records.length < detail.comments.total;
  return (
    <div className="rt-summary">
      <div className="rt-overview">
        <div className="rt-overview__score">
          <span className="rt-overview__average" aria-hidden="true">{detail.averageText}</span>
          <StarsDisplay size="large" value={detail.average} label={t('ratings.summary.average', { score: detail.averageText })} />
          <span className="rt-overview__count">{t('ratings.summary.count', { count: detail.count })}</span>
        </div>
        <RatingDistribution distribution={detail.distribution} count={detail.count} />
      </div>

      {detail.labels.length > 0 ? (
        <section className="rt-section" aria-labelledby={labelsId}>
          <h3 id={labelsId} className="rt-section__title">{t('ratings.summary.labels')}</h3>
          <ul className="rt-tags">
            {detail.labels.map((label) => (
              <li key={label.id} className={`rt-tag rt-tag--${label.kind}`}>
                {t('ratings.summary.labelCount', { name: label.labelName, count: label.count })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="rt-section">
        <h3 id={commentsId} className="rt-section__title">{t('ratings.summary.comments')}</h3>
        {records.length === 0 ? <p className="rt-muted">{t('ratings.summary.noComments')}</p> : (
          <RatingComments records={records} labelledBy={commentsId} />
        )}
        {moreFailed !== null ? (
          <p className="sh-form-error" role="alert">{t('ratings.summary.moreFailed', { msg: localise(moreFailed) })}</p>
        ) : null}
        {hasMore ? (
          <button type="button" className="sh-button sh-button--secondary rt-more" onClick={loadMore.onClick} disabled={loadMore.disabled}>
            {loadMore.disabled ? t('ratings.summary.loadingMore') : t('ratings.summary.more')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
