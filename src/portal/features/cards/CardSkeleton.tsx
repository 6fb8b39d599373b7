import { useTranslation } from '../../lib/i18n-react';

/** A card's loading state: grey bars where the content will be, and the word for screen readers. */
export function CardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="sh-card-skeleton">
      <span className="sh-card-sr" role="status">{t('cards.loading')}</span>
      <span className="sh-card-skeleton__bar" aria-hidden="true" />
      <span className="sh-card-skeleton__bar sh-card-skeleton__bar--short" aria-hidden="true" />
      <span className="sh-card-skeleton__bar" aria-hidden="true" />
    </div>
  );
}
