import { useCallback } from 'react';
import { recentServices } from '../../../shared/api/catalogue/personal';
import { checkScore } from '../../../shared/api/catalogue/ratings';
import { RECENT_SERVICES_MAX, type RecentService } from '../../../shared/schema/personal';
import type { MyRating } from '../../../shared/schema/ratings';
import { useServices, type PortalServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { StarsDisplay } from '../ratings';
import { useDateTime } from '../ratings/format-time';

interface RatedService { service: RecentService; ratings: MyRating[] }
interface MyRatings { rated: RatedService[]; failed: number }

/**
 * The server has no list of a user's ratings, only checkScore per service. The ratings shown are therefore those
 * of the services the user used lately (recentServices, as many as it gives), asked for all at once; one that
 * fails is counted and said, not allowed to hide the others.
 */
async function loadMyRatings(s: PortalServices): Promise<MyRatings> {
  const services = await s.blade.call(recentServices, { size: RECENT_SERVICES_MAX }, { silent: true });
  const answers = await Promise.allSettled(
    services.map((service) => s.blade.call(checkScore, { serviceId: service.serviceId }, { silent: true })),
  );
  const rated: RatedService[] = [];
  let failed = 0;
  answers.forEach((answer, i) => {
    const service = services[i];
    if (!service) return;
    if (answer.status === 'rejected') failed += 1;
    else if (answer.value.length > 0) rated.push({ service, ratings: answer.value });
  });
  if (services.length > 0 && failed === services.length) {
    const first = answers.find((a) => a.status === 'rejected');
    throw first && first.reason instanceof Error ? first.reason : new Error('');
  }
  return { rated, failed };
}

/** 我的评价: the user's own ratings, grouped by service. */
export function RatingsSection() {
  const { t } = useTranslation();
  const s = useServices();
  const dateTime = useDateTime();
  const load = useCallback(() => loadMyRatings(s), [s]);
  const { state, reload } = useCall(load);
  return (
    <>
      <p className="pc-intro">{t('personal.ratings.intro')}</p>
      {state.status === 'loading' ? <Loading label={t('personal.ratings.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.ratings.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.failed > 0 ? (
        <LoadError title={t('personal.ratings.partial', { count: state.data.failed })} onRetry={reload} />
      ) : null}
      {state.status === 'success' && state.data.rated.length === 0 && state.data.failed === 0 ? (
        <p className="pc-empty">{t('personal.ratings.empty')}</p>
      ) : null}
      {state.status === 'success' && state.data.rated.length > 0 ? (
        <ul className="pc-ratings">
          {state.data.rated.map(({ service, ratings }) => (
            <li key={service.serviceId} className="pc-rated">
              <h3 className="pc-rated__name">{service.serviceName}</h3>
              <ul className="pc-rated__list">
                {ratings.map((rating) => (
                  <li key={rating.ratingId} className="pc-rating">
                    <span className="pc-rating__score">
                      <StarsDisplay value={rating.score} size="small" decorative />
                      <span>{t('personal.ratings.score', { score: rating.score })}</span>
                    </span>
                    {rating.labels.length > 0 ? (
                      <ul className="pc-chips">
                        {rating.labels.map((label) => <li key={label.id} className="pc-chip">{label.labelName}</li>)}
                      </ul>
                    ) : null}
                    <p className={rating.comment ? 'pc-rating__comment' : 'pc-rating__comment pc-rating__comment--none'}>
                      {rating.comment || t('personal.ratings.noComment')}
                    </p>
                    {dateTime(rating.createdAt) ? (
                      <p className="pc-list__meta">{t('personal.ratings.ratedAt', { time: dateTime(rating.createdAt) })}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
