import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { ListContext } from 'react-admin';
import { SPREADSHEET_LISTS, type SearchForm, type SpreadsheetListName } from '../../../shared/schema/spreadsheet-jobs';
import { useStudioProps } from '../../studio-props';
import { createExportApi, createImportApi, type ListScope } from '../../../ui/spreadsheet/spreadsheet-api';
import { useSpreadsheetTexts } from '../../../ui/spreadsheet/texts';
import type { ExportSelection } from '../../../ui/spreadsheet/types';
import { StudioSpreadsheetHost } from './StudioSpreadsheetHost';
import { ExportDialog } from '../../../ui/spreadsheet/ExportDialog';

// The import dialog loads when opened (ADR 034): a list's first paint does not carry its file and field forms.
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

export interface SpreadsheetToolbarProps {
  /** The list, as the server names it (SPREADSHEET_LISTS). */
  list: SpreadsheetListName;
  /** A parent or kind the list is scoped to. */
  scope?: ListScope;
  /**
   * The current search and checked rows, for a page that is not a react-admin List; inside a List they come from
   * its context (filterValues, selectedIds).
   */
  selection?: ExportSelection;
  /** Hide the import button although the list imports. */
  exportOnly?: boolean;
  /** Reloads a page that is not a react-admin List after an import (inside a List its refetch runs). */
  onImported?: () => void;
}

/**
 * A react-admin filter as the server's search form: only the plain values it accepts, and react-admin's full-text
 * `q` also as the server's search word, `keyword`.
 */
function searchFormOf(filter: Readonly<Record<string, unknown>>): SearchForm {
  const form: SearchForm = {};
  if (typeof filter.q === 'string' && filter.keyword === undefined) form.keyword = filter.q;
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) form[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) form[key] = value as string[];
  }
  return form;
}

const NO_SELECTION: ExportSelection = { filter: {}, selectedIds: [] };

/**
 * 导出 and 导入 for a studio list: the shared export dialog (every list) and import dialog (lists the server imports).
 * @example <TopToolbar><CreateButton /><SpreadsheetToolbar list="deptDuty" /></TopToolbar>
 */
export function SpreadsheetToolbar(props: SpreadsheetToolbarProps) {
  return <StudioSpreadsheetHost><SpreadsheetButtons {...props} /></StudioSpreadsheetHost>;
}

function SpreadsheetButtons({ list, scope, selection, exportOnly = false, onImported }: SpreadsheetToolbarProps) {
  const t = useSpreadsheetTexts();
  const { clients } = useStudioProps();
  const listContext = useContext(ListContext);
  const [dialog, setDialog] = useState<'export' | 'import' | null>(null);
  const def = SPREADSHEET_LISTS[list];
  const scopeKey = JSON.stringify(scope ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const exportApi = useMemo(() => createExportApi(clients.blade, list, scope), [clients.blade, list, scopeKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const importApi = useMemo(() => createImportApi(clients.blade, list, scope), [clients.blade, list, scopeKey]);
  const current: ExportSelection = selection ?? (listContext
    ? {
      filter: searchFormOf(listContext.filterValues ?? {}),
      selectedIds: (listContext.selectedIds ?? []).map(String),
      ...(listContext.sort ? { sort: { field: listContext.sort.field, order: listContext.sort.order === 'DESC' ? 'DESC' as const : 'ASC' as const } } : {}),
    }
    : NO_SELECTION);
  const slot = `${list}:${scopeKey}`;

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setDialog('export')}>{t.exportButton}</Button>
      {def.importable && !exportOnly ? (
        <Button size="small" startIcon={<UploadIcon />} onClick={() => setDialog('import')}>{t.importButton}</Button>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'export' ? (
          <ExportDialog open onClose={() => setDialog(null)} listName={def.title} api={exportApi} selection={current} slot={slot} />
        ) : null}
        {dialog === 'import' ? (
          <ImportDialog open onClose={() => setDialog(null)} api={importApi} slot={slot} onImported={() => { if (onImported) onImported(); else void listContext?.refetch(); }} />
        ) : null}
      </Suspense>
    </>
  );
}
