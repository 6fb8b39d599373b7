import { useId } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { isLang, saveLangPreference, SUPPORTED_LANGS } from '../../shared/i18n';
import { useServices } from '../app/services';

/** Switches between 中文 and English and remembers the choice in localStorage. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const { langStorage } = useServices();
  const id = useId();
  const current = isLang(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <div className={`sh-lang sh-lang--${tone}`}>
      <label htmlFor={id} className="sh-lang__label">{t('lang.label')}</label>
      <select
        id={id}
        className="sh-lang__select"
        value={current}
        onChange={(event) => {
          const lang = event.target.value;
          if (!isLang(lang)) return;
          saveLangPreference(langStorage, lang);
          void i18n.changeLanguage(lang);
          document.documentElement.lang = lang;
        }}
      >
        {SUPPORTED_LANGS.map((lang) => <option key={lang} value={lang}>{t(`lang.${lang}`)}</option>)}
      </select>
    </div>
  );
}
