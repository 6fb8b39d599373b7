import { lazy, useState } from 'react';
import type { EfficiencyExportName, SearchForm } from '../../../shared/schema/spreadsheet-jobs';
import { LazyBoundary } from '../../components/LazyBoundary';
import { useTranslation } from '../../lib/i18n-react';

/**
 * The spreadsheet export dialog (MUI) is a chunk of its own, fetched on the first click: the
 * page's first screen carries none of it (the Lighthouse budget of ADR 010).
 */
const ExportDialogHost = lazy(() => import('./ExportDialogHost'));

/** What one table exports: its list (shared/schema/spreadsheet-jobs.ts), title, filter and drill level. */
export interface ExportTarget {
  list: EfficiencyExportName;
  /** The table's title: the dialog's list name and the start of the default file name (EXP-07). */
  title: string;
  /** The page's filter as the table was loaded with it: data range 2 (formInline). */
  filter: SearchForm;
  /** The report table's drill level (`type`) and the department or service opened (`id`). */
  scope?: { type?: string; id?: string };
}

/** 导出 on a table block: opens the spreadsheet export dialog for exactly what the table shows. */
export function ExportButton(target: ExportTarget) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="eff-button" aria-haspopup="dialog" aria-label={t('efficiency.exportTable', { table: target.title })}
        onClick={() => setOpen(true)}>
        {t('efficiency.export')}
      </button>
      {open && (
        <LazyBoundary fallback={<span className="sh-visually-hidden" role="status">{t('efficiency.exportLoading')}</span>}>
          <ExportDialogHost {...target} onClose={() => setOpen(false)} />
        </LazyBoundary>
      )}
    </>
  );
}
