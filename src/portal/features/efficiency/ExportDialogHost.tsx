import { useMemo, useState } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ExportDialog } from '../../../ui/spreadsheet/ExportDialog';
import { SpreadsheetHostContext, type SpreadsheetHost } from '../../../ui/spreadsheet/host';
import { createExportApi } from '../../../ui/spreadsheet/spreadsheet-api';
import { dialogTheme } from '../../../ui/theme';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import type { ExportTarget } from './ExportButton';

/** The page's tables have no row checkboxes: ranges 1 (all) and 2 (the page's filter) only (EXP-02). */
const RANGES = [1, 2] as const;

/**
 * The spreadsheet export dialog (src/ui/spreadsheet) on the portal's page: the studio's look (dialogTheme), the
 * portal's language and the portal's toasts for its messages (EXP-08's 1002 message). Calls go through the portal's
 * own wrapped client.
 */
export default function ExportDialogHost({ list, title, filter, scope, onClose }: ExportTarget & { onClose(): void }) {
  const { language } = useTranslation();
  const { blade } = useServices();
  const toast = useToast();
  const [theme] = useState(() => createTheme(dialogTheme));
  const host = useMemo<SpreadsheetHost>(() => ({ language, notify: (message) => toast.error(message) }), [language, toast]);
  const scopeKey = `${scope?.type ?? ''}:${scope?.id ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- scopeKey stands for scope, a new object on every render
  const api = useMemo(() => createExportApi(blade, list, scope ?? {}), [blade, list, scopeKey]);
  const selection = useMemo(() => ({ filter, selectedIds: [] }), [filter]);
  return (
    <ThemeProvider theme={theme}>
      <SpreadsheetHostContext.Provider value={host}>
        <ExportDialog open onClose={onClose} listName={title} api={api} selection={selection} slot={`${list}:${scopeKey}`} ranges={RANGES} />
      </SpreadsheetHostContext.Provider>
    </ThemeProvider>
  );
}
