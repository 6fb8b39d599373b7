import { createContext, useContext } from 'react';

/**
 * What a spreadsheet dialog needs from the app that shows it: the language of its texts and a way to tell the user
 * something after the dialog has closed (EXP-08's 1002 message, IMP-13's failed start). The studio passes
 * react-admin's locale and notifications, the portal its own language and toasts.
 */
export interface SpreadsheetHost {
  language: string;
  notify(message: string, type: 'warning' | 'error'): void;
}

export const SpreadsheetHostContext = createContext<SpreadsheetHost | null>(null);

export function useSpreadsheetHost(): SpreadsheetHost {
  const host = useContext(SpreadsheetHostContext);
  if (host === null) throw new Error('a spreadsheet dialog needs a SpreadsheetHostContext provider above it');
  return host;
}
