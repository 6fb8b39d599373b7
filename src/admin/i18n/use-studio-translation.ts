import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LANG, freshT, isLang, type I18n, type Lang, type TFunction } from '../../shared/i18n';
import { createStudioI18n } from './i18n-provider';

/** One translator per language, over the studio's dictionaries (the adapter's) and every registered text. */
const translators = new Map<Lang, I18n>();

function translatorIn(lang: Lang): I18n {
  let i18n = translators.get(lang);
  if (!i18n) {
    i18n = createStudioI18n(lang);
    translators.set(lang, i18n);
  }
  return i18n;
}

export interface UseStudioTranslation {
  /** Typed keys (ADR 020); a new function after each language switch, so memoised children re-render. */
  t: TFunction;
  language: Lang;
}

/**
 * The studio's `t`, in react-admin's locale (which follows the portal's language switch); Chinese when the locale
 * is unknown. A page's texts register themselves from its `texts.ts`, which the page imports.
 * @example import './texts'; const { t } = useStudioTranslation(); return <h2>{t('duties.title')}</h2>;
 */
export function useStudioTranslation(): UseStudioTranslation {
  const [locale] = useLocaleState();
  const language = isLang(locale) ? locale : DEFAULT_LANG;
  return useMemo(() => ({ t: freshT(translatorIn(language).t), language }), [language]);
}
