import type { ConfigMenuEntry } from '../../shared/schema/shell';
import { useStudioProps } from '../studio-props';
import { useStudioTranslation } from '../i18n/use-studio-translation';

/** An entry's name as the user reads it: the server's (Chinese) title, or in English the route name's text. */
export function useEntryTitle(): (entry: ConfigMenuEntry) => string {
  const { t } = useStudioTranslation();
  const { lang } = useStudioProps();
  return (entry) => (lang === 'zh-CN' ? entry.title : t.dynamic(`admin.titles.${entry.name}`, { defaultValue: entry.title }));
}
