import { useTranslation } from '../../lib/i18n-react';
import { StarsDisplay } from '../ratings';

/** A card's rating: the stars filled to the average, the average to one decimal and the number of ratings. */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return <span className="sc-rating sc-rating--none">{t('directory.card.noRating')}</span>;
  const shown = Math.min(5, Math.max(0, average)).toFixed(1);
  return (
    <span className="sc-rating">
      <StarsDisplay value={average} size="small" label={t('directory.card.ratingLabel', { score: shown, count })} />
      <span className="sc-rating__score" aria-hidden="true">{shown}</span>
      <span className="sc-rating__count" aria-hidden="true">{t('directory.card.ratingCount', { count })}</span>
    </span>
  );
}
