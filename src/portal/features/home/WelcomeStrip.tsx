import { getUserInfo } from '../../../shared/api/catalogue/auth';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { useTheme } from '../themes/use-theme';

/**
 * The welcome strip at the top of the home page: the user's name (the page's <h1>), role and department, over
 * the theme's banner image when the theme has one (doc2 §3 themeImg; only https or our own files are shown).
 */
export function WelcomeStrip() {
  const { t } = useTranslation();
  const s = useServices();
  const theme = useTheme();
  const { state, reload } = useCall(s.blade, getUserInfo, {});
  const banner = theme && isAllowedImageUrl(theme.themeImg) ? theme.themeImg : null;

  return (
    <section className={`hp-welcome${banner ? ' hp-welcome--image' : ''}`} aria-labelledby="hp-welcome-title" aria-busy={state.status === 'loading'}>
      {/* Decorative: the text says everything; an empty alt keeps it out of the reading order. */}
      {banner ? <img className="hp-welcome__image" src={banner} alt="" /> : null}
      <div className="hp-welcome__content">
        {state.status === 'success' ? (
          <WelcomeText
            name={state.data.real_name || state.data.nick_name || state.data.account}
            role={state.data.role_name || t('homePage.welcome.none')}
            dept={state.data.dept_name || t('homePage.welcome.none')}
          />
        ) : (
          <>
            {/* The page keeps its one <h1> while the name loads or when it cannot. */}
            <h1 id="hp-welcome-title" className="hp-welcome__title">{t('homePage.welcome.subtitle')}</h1>
            {state.status === 'loading' ? <p className="hp-welcome__facts" role="status">{t('homePage.welcome.loading')}</p> : null}
            {state.status === 'error' ? (
              <LoadError className="hp-welcome__error" title={t('homePage.welcome.failed')} detail={state.error.message} onRetry={reload} />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function WelcomeText({ name, role, dept }: { name: string; role: string; dept: string }) {
  const { t } = useTranslation();
  return (
    <div className="hp-welcome__row">
      <span className="hp-welcome__avatar" aria-hidden="true">{name.slice(0, 1)}</span>
      <div className="hp-welcome__body">
        <h1 id="hp-welcome-title" className="hp-welcome__title">{t('homePage.greeting', { name })}</h1>
        <p className="hp-welcome__subtitle">{t('homePage.welcome.subtitle')}</p>
        <dl className="hp-welcome__facts">
          <div><dt>{t('homePage.welcome.role')}</dt><dd>{role}</dd></div>
          <div><dt>{t('homePage.welcome.dept')}</dt><dd>{dept}</dd></div>
        </dl>
      </div>
    </div>
  );
}
