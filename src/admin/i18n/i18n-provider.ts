import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { createTranslator, type Dictionary } from '../../shared/i18n/translator';
import { DEFAULT_LANG, isLang, provideEnglish, zhCN, type I18n, type Lang } from '../../shared/i18n';
import { en } from '../../shared/i18n/locales/en';
import { followValidationLanguage } from '../../shared/i18n/zod-locale';
import './studio-texts';
import { raChineseMessages } from './zh-CN';

/** react-admin's `%{name}` placeholder written the translator's way, `{{name}}`; `||||` plurals stay as they are. */
function fromPolyglot(text: string): string {
  return text.replace(/%\{(\w+)\}/g, '{{$1}}');
}

function dictionaryFromPolyglot(messages: object): Dictionary {
  const out: Record<string, string | Dictionary> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[key] = fromPolyglot(value);
    else if (typeof value === 'object' && value !== null) out[key] = dictionaryFromPolyglot(value);
  }
  return out;
}

// The studio carries English anyway (react-admin's own messages come with it): its previews of portal cards
// (createI18n) have it at once.
provideEnglish(en);

/**
 * The studio's dictionaries: the shared ones (the `admin` texts among them) plus react-admin's own messages under
 * `ra`, converted once here. The studio's and its pages' texts join through registerTexts.
 */
const studioResources: Readonly<Record<Lang, Dictionary>> = {
  'zh-CN': { ...zhCN, ra: dictionaryFromPolyglot(raChineseMessages.ra) },
  en: { ...en, ra: dictionaryFromPolyglot(englishMessages.ra) },
};

/** A translator over the studio's dictionaries, in `lang`, falling back to Chinese. */
export function createStudioI18n(lang: Lang): I18n {
  const i18n = createTranslator(studioResources, lang, DEFAULT_LANG);
  // The studio's forms validate with the shared zod schemas: zod's own messages in the studio's language.
  void followValidationLanguage(i18n);
  return i18n;
}

/**
 * react-admin's i18nProvider as an adapter over the shared translator (ADR 020). react-admin's keys are built at run
 * time, so they go through `t.dynamic`; its `_` option is the text for a missing key (written in polyglot's syntax,
 * like its messages), else the key itself. Starts in the portal's language; LocaleSync switches it after.
 */
export function createStudioI18nProvider(lang: Lang): I18nProvider {
  const i18n = createStudioI18n(lang);
  return {
    translate(key: string, options: Record<string, unknown> = {}) {
      const { _: fallback, ...values } = options;
      return i18n.t.dynamic(key, typeof fallback === 'string' ? { ...values, defaultValue: fromPolyglot(fallback) } : values);
    },
    async changeLocale(locale: string) {
      await i18n.changeLanguage(isLang(locale) ? locale : DEFAULT_LANG);
    },
    getLocale: () => i18n.language,
    getLocales: () => [{ locale: 'zh-CN', name: '简体中文' }, { locale: 'en', name: 'English' }],
  };
}
