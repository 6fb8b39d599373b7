import type { RateDetail } from '../../../shared/schema/ratings';
import { useTranslation } from '../../lib/i18n-react';

const SCORES_DOWN = [5, 4, 3, 2, 1] as const;

/** The share of each score, 5 stars first, as bars; each row is one sentence to a screen reader. */
export function RatingDistribution({ distribution, count }: { distribution: RateDetail['distribution']; count: number }) {
  const { t } = useTranslation();
  return (
    <ul className="rt-dist" aria-label={t('ratings.summary.distribution')}>
      {SCORES_DOWN.map((score) => {
        const n = distribution[score];
        const percent = count > 0 ? Math.round((n / count) * 100) : 0;
        return (
          <li key={score} className="rt-dist__row">
            <span className="sh-visually-hidden">{t('ratings.summary.starRowLabel', { score, count: n, percent })}</span>
            <span className="rt-dist__score" aria-hidden="true">{t('ratings.summary.starRow', { score })}</span>
            <span className="rt-dist__track" aria-hidden="true">
              <span className="rt-dist__bar" data-score={score} style={{ width: `${percent}%` }} />
            </span>
            <span className="rt-dist__count" aria-hidden="true">{n}</span>
          </li>
        );
      })}
    </ul>
  );
}
