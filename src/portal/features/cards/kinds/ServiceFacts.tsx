import { useTranslation } from '../../../lib/i18n-react';
import { formatVisitCount, isNew } from '../../../../shared/rules/card-display';
import type { ServiceItem } from '../../../../shared/schema/cards';
import { NewBadge } from '../parts/NewBadge';

/** A service's visit count (capped by CARD-05) and, within 24 hours of its release, the 'NEW' badge (CARD-09). */
export function ServiceFacts({ item, now }: { item: ServiceItem; now: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sh-card-visits">{t('cards.visits', { count: formatVisitCount(item.visitCount) })}</span>
      {' '}
      {isNew(item.releaseTime, now) ? <NewBadge /> : null}
    </>
  );
}
