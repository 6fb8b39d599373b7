import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { SpreadsheetHostContext, type SpreadsheetHost } from '../../../ui/spreadsheet/host';

/** The spreadsheet dialogs in the studio: react-admin's locale for their texts, its notifications for their messages. */
export function StudioSpreadsheetHost({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const host = useMemo<SpreadsheetHost>(() => ({ language: locale, notify: (message, type) => notify(message, { type }) }), [locale, notify]);
  return <SpreadsheetHostContext.Provider value={host}>{children}</SpreadsheetHostContext.Provider>;
}
