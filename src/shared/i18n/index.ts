import { createTranslator, type Dictionary, type Translator } from './translator';
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

/**
 * The base dictionaries loaded so far, shared by every translator: Chinese always; English once asked for. English is
 * not in the portal's first load (`/login` and `/` carry only the default language, ADR 005): a translator in English
 * before it arrives falls back to Chinese, and `changeLanguage('en')` waits for it.
 */
const bases: Record<Lang, Dictionary> = { 'zh-CN': zhCN, en: {} };
let english: Promise<void> | null = null;

/** Loads `lang`'s base dictionary when it is not there yet (only English ever is). */
export function loadLang(lang: Lang): Promise<void> {
  if (lang !== 'en') return Promise.resolve();
  english ??= import('./locales/en').then(({ en }) => { provideEnglish(en); });
  return english;
}

/** Adds the English base dictionary at once, for a bundle that carries it anyway (the studio). */
export function provideEnglish(dictionary: Dictionary): void {
  Object.assign(bases.en, dictionary);
  english ??= Promise.resolve();
}

/**
 * A ready-to-use translator (synchronous) in `lang`; zod's messages follow its language (zod-locale.ts). Changing to
 * a language loads its dictionary first.
 */
export function createI18n(lang: Lang = DEFAULT_LANG): I18n {
  const i18n = createTranslator<Lang>(bases, lang, DEFAULT_LANG);
  const change = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = async (next) => {
    // A dictionary that cannot load (offline, a replaced release) leaves the texts in Chinese, the fallback.
    await loadLang(next).catch(() => undefined);
    await change(next);
  };
  void followValidationLanguage(i18n);
  return i18n;
}

export { zhCN };
export type { TextKey, TextRegistry, TFunction } from './translator';
export { freshT, registerTexts, type SameKeys } from './translator';
