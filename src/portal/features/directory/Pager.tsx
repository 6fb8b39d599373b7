import { useTranslation } from '../../lib/i18n-react';
import { pageSlots } from './pagination';

/** Previous, the page numbers (1 … 4 5 [6] 7 8 … 20) and next; a phone shows "6 / 20" instead of the numbers. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="sc-pager" aria-label={t('directory.pager.label')}>
      <button type="button" className="sc-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('directory.pager.previous')}
      </button>
      <ol className="sc-pager__pages">
        {pageSlots(page, pages).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? <span className="sc-pager__gap" aria-hidden="true">…</span> : (
              <button
                type="button"
                className={`sc-pager__page${slot === page ? ' sc-pager__page--on' : ''}`}
                aria-label={t('directory.pager.page', { n: slot })}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => { if (slot !== page) onPage(slot); }}
              >
                {slot}
              </button>
            )}
          </li>
        ))}
      </ol>
      <span className="sc-pager__position" aria-hidden="true">{t('directory.pager.position', { page, pages })}</span>
      <button type="button" className="sc-pager__step" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('directory.pager.next')}
      </button>
    </nav>
  );
}
