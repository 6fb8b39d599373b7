import { useMemo, useState } from 'react';
import { formatVisitCount, isNew } from '../../../shared/rules/card-display';
import type { GuestServiceDetails } from '../../../shared/schema/directory';
import { useServices } from '../../app/services';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { StarsDisplay } from '../ratings';
import { audienceKey, isOffline } from './handling';

/**
 * What one needs to know before opening a service: department, scene, type, way of handling (OPEN-05), audience,
 * visits (capped, CARD-05), release time with CARD-09's 'NEW', and the rating.
 */
export function ServiceFacts({ details }: { details: GuestServiceDetails }) {
  const { t, language } = useTranslation();
  const content = useContentText();
  const s = useServices();
  // One moment per dialog: the badge does not flicker away while it is open.
  const [now] = useState(() => s.now());
  const released = useMemo(() => {
    const time = Date.parse(details.releaseTime);
    return Number.isNaN(time) ? '' : new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
  }, [details.releaseTime, language]);
  const offline = isOffline(details.processType);
  const orNone = (text: string): string => (text.trim() === '' ? t('serviceDetail.none') : text);
  const audience = audienceKey(details.audience);
  const average = details.ratingAvg.toFixed(2);

  return (
    <dl className="sd-facts" aria-label={t('serviceDetail.facts')}>
      <div className="sd-fact"><dt>{t('serviceDetail.dept')}</dt><dd>{orNone(content(details, 'serviceDeptName'))}</dd></div>
      <div className="sd-fact"><dt>{t('serviceDetail.scene')}</dt><dd>{orNone(content(details, 'serviceSceneName'))}</dd></div>
      <div className="sd-fact"><dt>{t('serviceDetail.type')}</dt><dd>{orNone(content(details, 'typeName'))}</dd></div>
      <div className="sd-fact">
        <dt>{t('serviceDetail.handling')}</dt>
        <dd>
          <span className={`sd-badge sd-badge--${offline ? 'offline' : 'online'}`}>
            {t(offline ? 'serviceDetail.offline' : 'serviceDetail.online')}
          </span>
        </dd>
      </div>
      <div className="sd-fact">
        <dt>{t('serviceDetail.audience')}</dt>
        <dd>{audience ? t(audience) : orNone(details.audience)}</dd>
      </div>
      <div className="sd-fact">
        <dt>{t('serviceDetail.visits')}</dt>
        <dd>{t('serviceDetail.visitCount', { count: formatVisitCount(details.visitCount) })}</dd>
      </div>
      <div className="sd-fact">
        <dt>{t('serviceDetail.released')}</dt>
        <dd>
          {released ? <time dateTime={details.releaseTime}>{released}</time> : t('serviceDetail.none')}
          {isNew(details.releaseTime, now) ? (
            <span className="sd-new" title={t('serviceDetail.newLabel')}>
              <span aria-hidden="true">{t('serviceDetail.newBadge')}</span>
              <span className="sh-visually-hidden">{t('serviceDetail.newLabel')}</span>
            </span>
          ) : null}
        </dd>
      </div>
      <div className="sd-fact">
        <dt>{t('serviceDetail.rating')}</dt>
        <dd className="sd-fact__rating">
          {details.ratingCount > 0 ? (
            <>
              <StarsDisplay size="small" value={details.ratingAvg} decorative />
              <span>{t('serviceDetail.ratingText', { score: average, count: details.ratingCount })}</span>
            </>
          ) : t('serviceDetail.noRating')}
        </dd>
      </div>
    </dl>
  );
}
