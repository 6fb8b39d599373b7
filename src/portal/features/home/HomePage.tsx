import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { getUserInfo } from '../../../shared/api/catalogue/auth';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useAsync } from '../../lib/use-async';
import './home.css';

/**
 * /homePage, the signed-in home. For now a greeting with the user's real name, role and department;
 * the configurable cards arrive with their own issue, so nothing stands in for them here.
 */
export function HomePage() {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getUserInfo, {}, { silent: true }), [s]);
  const { state, reload } = useAsync(load);

  if (state.status === 'loading') return <Loading label={t('home.loading')} />;
  if (state.status === 'error') return <LoadError title={t('home.loadFailed')} detail={state.error.message} onRetry={reload} />;
  const user = state.data;
  const name = user.real_name || user.nick_name || user.account;
  return (
    <section className="sh-greeting" aria-labelledby="home-greeting">
      <span className="sh-greeting__avatar" aria-hidden="true">{name.slice(0, 1)}</span>
      <div className="sh-greeting__body">
        <h1 id="home-greeting" className="sh-greeting__title">{t('home.greeting', { name })}</h1>
        <dl className="sh-greeting__facts">
          <div><dt>{t('home.role')}</dt><dd>{user.role_name || t('home.none')}</dd></div>
          <div><dt>{t('home.dept')}</dt><dd>{user.dept_name || t('home.none')}</dd></div>
        </dl>
      </div>
    </section>
  );
}
