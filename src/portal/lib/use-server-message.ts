import { useCallback } from 'react';
import { useTranslation } from './i18n-react';
import { DEFAULT_LANG, isLang } from '../../shared/i18n';
import { localiseServerMessage } from '../../shared/i18n/server-messages';

/**
 * Shows a server or wrapper message in the current language when it is a known one (server-messages.ts).
 * Keep the raw message in state and call this while rendering, so a language switch re-translates it.
 */
export function useServerMessage(): (message: string) => string {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return useCallback((message: string) => localiseServerMessage(message, lang), [lang]);
}
