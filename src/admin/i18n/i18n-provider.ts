import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en, zhCN, type Lang } from '../../shared/i18n';
import { cardStudioTexts } from '../resources/cards/texts';
import { studioTexts } from './studio-texts';
import { raChineseMessages } from './zh-CN';

/** Every text the studio shows in one language: react-admin's, the shared `admin` texts, and the studio's own. */
export function studioMessages(lang: Lang): TranslationMessages {
  const ra = lang === 'en' ? englishMessages : raChineseMessages;
  const shared = lang === 'en' ? en : zhCN;
  const cards = cardStudioTexts[lang];
  return { ...ra, admin: shared.admin, ...studioTexts[lang], cardStudio: cards.cardStudio, resources: { ...studioTexts[lang].resources, ...cards.resources } } as TranslationMessages;
}

/**
 * react-admin's translator over those messages, starting in the portal's language; the studio switches it when
 * the portal's language changes. A key missing from one language falls back to react-admin's default text or key
 * (`allowMissing`) instead of warning.
 */
export function createStudioI18nProvider(lang: Lang): I18nProvider {
  return polyglotI18nProvider(
    (locale) => studioMessages(locale === 'en' ? 'en' : 'zh-CN'),
    lang,
    [{ locale: 'zh-CN', name: '简体中文' }, { locale: 'en', name: 'English' }],
    { allowMissing: true },
  );
}
