import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { createI18n, DEFAULT_LANG, isLang, registerTexts } from '../../../shared/i18n';

/** The dictionary select's own words; MUI's defaults are English only. */
registerTexts('dictionarySelect', {
  'zh-CN': {
    loading: '加载中…',
    noOptions: '无匹配选项',
    open: '展开选项',
    close: '收起选项',
    clear: '清除',
    loadFailed: '选项加载失败，请稍后重试',
    resultCount: '共 {{count}} 个选项',
  },
  en: {
    loading: 'Loading…',
    noOptions: 'No matching options',
    open: 'Show options',
    close: 'Hide options',
    clear: 'Clear',
    loadFailed: 'The options could not be loaded; please try again later',
    resultCount: '{{count}} options',
  },
});

/** Texts in the studio's language (react-admin's locale, which follows the portal's), Chinese when it is unknown. */
export function useDictionaryTexts(): (key: string, values?: Record<string, unknown>) => string {
  const [locale] = useLocaleState();
  const lang = isLang(locale) ? locale : DEFAULT_LANG;
  return useMemo(() => {
    const i18n = createI18n(lang);
    return (key, values) => i18n.t(`dictionarySelect.${key}`, values);
  }, [lang]);
}
