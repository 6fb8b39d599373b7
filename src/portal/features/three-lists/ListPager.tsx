import { useTranslation } from '../../lib/i18n-react';

/** Previous, "page / pages" and next; nothing when everything fits on one page. */
export function ListPager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="tl-pager" aria-label={t('threeLists.pager.label')}>
      <button type="button" className="tl-button" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t('threeLists.pager.previous')}
      </button>
      <span className="tl-pager__position" aria-live="polite">{t('threeLists.pager.position', { page, pages })}</span>
      <button type="button" className="tl-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('threeLists.pager.next')}
      </button>
    </nav>
  );
}
