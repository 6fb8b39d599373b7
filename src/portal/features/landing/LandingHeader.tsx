import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { PreLoginConfig } from '../../../shared/schema/prelogin';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { loginTarget } from './landing-config';
import { LandingLink } from './LandingLink';
import { LandingNav } from './LandingNav';

export interface LandingSchool { schoolName: string; logo: string }

/**
 * The landing header: the school's logo and name with the page title (the page's h1), the navigation and the
 * 登录 button. Without a config (the first call failed) it still offers sign-in.
 */
export function LandingHeader({ school, config }: { school: LandingSchool | null; config: PreLoginConfig | null }) {
  const { t } = useTranslation();
  const text = useContentText();
  const name = school?.schoolName || t('app.name');
  const pageTitle = config ? text(config, 'pageTitle') : null;
  return (
    <header className="lp-header">
      <a className="sh-skip" href="#main">{t('app.skipToContent')}</a>
      <div className="lp-header__inner">
        <div className="lp-brand">
          {school && isAllowedImageUrl(school.logo) ? (
            <img className="lp-brand__logo" src={school.logo} alt="" width={40} height={40} />
          ) : (
            <span className="lp-brand__logo lp-brand__logo--letter" aria-hidden="true">{Array.from(name.trim())[0] ?? '·'}</span>
          )}
          <h1 className="lp-brand__text">
            <span className="lp-brand__school">{name}</span>
            {pageTitle !== null && pageTitle !== name ? <span className="lp-brand__title">{pageTitle}</span> : null}
          </h1>
        </div>
        {config ? <LandingNav items={config.navigation} /> : null}
        <div className="lp-header__tools">
          <LanguageSwitch tone="light" />
          <LandingLink target={loginTarget(config?.jump)} className="lp-login">{t('landing.login')}</LandingLink>
        </div>
      </div>
    </header>
  );
}
