import { useTranslation } from '../../lib/i18n-react';

/** Previous / "page n of N" / next under a list of the personal centre; nothing when it fits one page. */
export function PagerRow({ page, total, size, onPage }: { page: number; total: number; size: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="pc-pager" aria-label={t('personal.pager.label')}>
      <button type="button" className="sh-button sh-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('personal.pager.previous')}
      </button>
      <span className="pc-pager__position">{t('personal.pager.position', { page, pages, total })}</span>
      <button type="button" className="sh-button sh-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('personal.pager.next')}
      </button>
    </nav>
  );
}
