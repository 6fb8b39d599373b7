import { z } from 'zod/mini';
import type { I18n, Lang } from './index';
import { registerTexts } from './translator';

/**
 * zod's own messages (a rule without a message of ours) in the reader's language, in both apps: a missing value
 * says 请填写此项 through our translator, anything else takes zod's locale of the translator's current language
 * (zh-CN or en). The locales are loaded on demand, so the portal's first paint does not carry them; until one has
 * arrived a message reads 输入有误 (our own text too). The server sets zh-CN once (server/http/validate.ts).
 */

const zhCN = { required: '请填写此项', invalid: '输入有误' };
type ValidationTexts = typeof zhCN;
const en: ValidationTexts = { required: 'Please fill in this field', invalid: 'The value is not valid' };

registerTexts('validation', { 'zh-CN': zhCN, en });

declare module './translator' {
  interface TextRegistry {
    validation: typeof zhCN;
  }
}

type LocaleError = (issue: z.core.$ZodRawIssue) => string | undefined | { message: string };

const loaded = new Map<Lang, LocaleError>();
const loading = new Map<Lang, Promise<void>>();

function load(lang: Lang): Promise<void> {
  const pending = loading.get(lang) ?? (lang === 'en' ? import('zod/v4/locales/en.js') : import('zod/v4/locales/zh-CN.js'))
    .then((module) => { loaded.set(lang, module.default().localeError as LocaleError); })
    // Without the locale our fallback text stands; a later language change tries again.
    .catch(() => { loading.delete(lang); });
  loading.set(lang, pending);
  return pending;
}

/** zod's message for `issue` in `i18n`'s language: what the global config answers. */
function validationMessage(i18n: I18n, issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return i18n.t('validation.required');
  const answer = loaded.get(i18n.language)?.(issue);
  const text = typeof answer === 'string' ? answer : answer?.message;
  return text ?? i18n.t('validation.invalid');
}

/**
 * Makes zod answer in `i18n`'s language from now on, following its language changes; resolves once the current
 * language's locale is loaded. The config is global to zod (both apps run one translator at a time).
 */
export function followValidationLanguage(i18n: I18n): Promise<void> {
  z.config({ localeError: (issue) => validationMessage(i18n, issue) });
  i18n.subscribe(() => { void load(i18n.language); });
  return load(i18n.language);
}
