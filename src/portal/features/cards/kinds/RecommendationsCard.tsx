import { useContentText, useTranslation } from '../../../lib/i18n-react';
import { isHighlightedRecommendation } from '../../../../shared/rules/card-display';
import { useCardActions } from '../card-actions';
import { useNow } from '../parts/use-now';
import type { KindProps } from './kind-props';
import { ServiceFacts } from './ServiceFacts';

/** 推荐服务: a ranked list; the first three are highlighted (CARD-06), their rank in a coloured badge. */
export function RecommendationsCard({ data, columnName, limit }: KindProps<'services'>) {
  const { openService } = useCardActions();
  const { t } = useTranslation();
  const text = useContentText();
  const now = useNow();
  return (
    <ol className="sh-card-list sh-card-rank" aria-label={columnName}>
      {data.items.slice(0, limit).map((item, index) => {
        const highlighted = isHighlightedRecommendation(index);
        return (
          <li key={item.serviceId} className={highlighted ? 'sh-card-rank__entry is-highlighted' : 'sh-card-rank__entry'}>
            <button type="button" className="sh-card-list__item" onClick={() => openService(item)}>
              <span className="sh-card-rank__badge" title={t('cards.recommendations.rank', { rank: index + 1 })}>
                {index + 1}
              </span>
              {' '}
              <span className="sh-card-list__title">{text(item, 'serviceName')}</span>
              {' '}
              <span className="sh-card-list__meta"><ServiceFacts item={item} now={now} /></span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
