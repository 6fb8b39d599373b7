import { useTranslation } from '../../../lib/i18n-react';

/** CARD-09: the 'NEW' badge; screen readers hear "new" in the reader's language rather than the letters. */
export function NewBadge() {
  const { t } = useTranslation();
  return (
    <span className="sh-card-new" title={t('cards.newLabel')}>
      <span aria-hidden="true">{t('cards.newBadge')}</span>
      <span className="sh-card-sr">{t('cards.newLabel')}</span>
    </span>
  );
}
