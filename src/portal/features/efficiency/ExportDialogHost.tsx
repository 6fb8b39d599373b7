import { useMemo, useState } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AddNotificationContext, I18nContext, memoryStore, StoreContext, type I18nProvider, type NotificationPayload } from 'react-admin';
import { ExportDialog } from '../../../admin/components/spreadsheet/ExportDialog';
import { createExportApi } from '../../../admin/components/spreadsheet/spreadsheet-api';
import { studioTheme } from '../../../admin/layout/theme';
import { useServices } from '../../app/services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import type { ExportTarget } from './ExportButton';

/** The page's tables have no row checkboxes: ranges 1 (all) and 2 (the page's filter) only (EXP-02). */
const RANGES = [1, 2] as const;

/**
 * The studio's export dialog on the portal's page, with what the studio's AdminContext would give it: the studio's
 * MUI theme, the portal's language (the dialog reads react-admin's locale) and the portal's toasts for its messages
 * (EXP-08's 1002 message). Calls go through the portal's own wrapped client.
 */
export default function ExportDialogHost({ list, title, filter, scope, onClose }: ExportTarget & { onClose(): void }) {
  const { language } = useTranslation();
  const { blade } = useServices();
  const toast = useToast();
  const [theme] = useState(() => createTheme(studioTheme));
  const [store] = useState(() => memoryStore());
  const i18n = useMemo<I18nProvider>(() => ({ translate: (key) => key, changeLocale: async () => {}, getLocale: () => language }), [language]);
  const notify = useMemo(() => (n: NotificationPayload) => toast.error(typeof n.message === 'string' ? n.message : ''), [toast]);
  const scopeKey = `${scope?.type ?? ''}:${scope?.id ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- scopeKey stands for scope, a new object on every render
  const api = useMemo(() => createExportApi(blade, list, scope ?? {}), [blade, list, scopeKey]);
  const selection = useMemo(() => ({ filter, selectedIds: [] }), [filter]);
  return (
    <ThemeProvider theme={theme}>
      <I18nContext.Provider value={i18n}>
        <StoreContext.Provider value={store}>
          <AddNotificationContext.Provider value={notify}>
            <ExportDialog open onClose={onClose} listName={title} api={api} selection={selection} slot={`${list}:${scopeKey}`} ranges={RANGES} />
          </AddNotificationContext.Provider>
        </StoreContext.Provider>
      </I18nContext.Provider>
    </ThemeProvider>
  );
}
