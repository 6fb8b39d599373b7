import { useTranslate } from 'react-admin';
import type { ConfigMenuEntry } from '../../shared/schema/shell';
import { useStudioProps } from '../studio-props';

/** An entry's name as the user reads it: the server's (Chinese) title, or in English the route name's text. */
export function useEntryTitle(): (entry: ConfigMenuEntry) => string {
  const translate = useTranslate();
  const { lang } = useStudioProps();
  return (entry) => (lang === 'zh-CN' ? entry.title : translate(`admin.titles.${entry.name}`, { _: entry.title }));
}
