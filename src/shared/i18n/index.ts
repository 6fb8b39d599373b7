import { createTranslator, type Translator } from './translator';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';
import { followValidationLanguage } from './zod-locale';

export const SUPPORTED_LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];
/** Chinese first. */
export const DEFAULT_LANG: Lang = 'zh-CN';
/** localStorage key of the chosen language; local (not session) so the choice outlives the tab. */
export const LANG_STORAGE_KEY = 'serviceHall_lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGS as readonly string[]).includes(value);
}

/** The Storage methods the preference needs; the browser's localStorage fits. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The saved language, or the default when none (or an unknown one) is saved or storage is unavailable. */
export function readLangPreference(storage: PreferenceStorage | null | undefined): Lang {
  try {
    const saved = storage?.getItem(LANG_STORAGE_KEY);
    return isLang(saved) ? saved : DEFAULT_LANG;
  } catch {
    // Storage can throw (private mode, disabled cookies): the default language still works.
    return DEFAULT_LANG;
  }
}

export function saveLangPreference(storage: PreferenceStorage | null | undefined, lang: Lang): void {
  try {
    storage?.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not saving is harmless: the next visit starts in the default language.
  }
}

/** The portal's and the studio's translator, with zh-CN and en; zh-CN is the fallback. */
export type I18n = Translator<Lang>;

/** A ready-to-use translator (synchronous) in `lang`; zod's messages follow its language (zod-locale.ts). */
export function createI18n(lang: Lang = DEFAULT_LANG): I18n {
  const i18n = createTranslator<Lang>({ 'zh-CN': zhCN, en }, lang, DEFAULT_LANG);
  void followValidationLanguage(i18n);
  return i18n;
}

export { zhCN, en };
export type { TextKey, TextRegistry, TFunction } from './translator';
export { freshT, registerTexts, type SameKeys } from './translator';
