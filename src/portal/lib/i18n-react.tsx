import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { freshT, type I18n, type TFunction } from '../../shared/i18n';
import { contentText, pickContentText, type WithEnglish } from '../../shared/i18n/content';

const I18nContext = createContext<I18n | null>(null);

/** Makes `i18n` available to useTranslation below it (the portal and the studio each mount one). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslation {
  /** Translates a key; a new function after each language change, so memoised children re-render. */
  t: TFunction;
  i18n: I18n;
  language: I18n['language'];
}

/**
 * The current translator and a `t` bound to its language; re-renders on a language change.
 * @example const { t } = useTranslation(); return <h1>{t('login.title')}</h1>;
 */
export function useTranslation(): UseTranslation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  // A new `t` per language, so components that memoise on it re-render when the language changes.
  return useMemo(
    () => ({ t: freshT(i18n.t), i18n, language }),
    [i18n, language],
  );
}

/** Picks configured content in the UI language (ADR 033): a field's English sibling in English mode, else Chinese. */
export interface ContentText {
  <K extends string>(item: WithEnglish<K>, key: K): string;
  /** The same choice between two loose texts (a heading and its English text held apart). */
  pick(zh: string, en: string | null | undefined): string;
}

/**
 * Configured content in the current language, Chinese as the fallback; re-renders on a language change.
 * @example const text = useContentText(); return <a>{text(entry, 'navigationName')}</a>;
 */
export function useContentText(): ContentText {
  const { language } = useTranslation();
  return useMemo(
    () => Object.assign(
      <K extends string>(item: WithEnglish<K>, key: K) => contentText(item, key, language),
      { pick: (zh: string, en: string | null | undefined) => pickContentText(language, zh, en) },
    ),
    [language],
  );
}
