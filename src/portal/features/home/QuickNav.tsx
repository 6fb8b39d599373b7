import { quickNavigation } from '../../../shared/api/catalogue/home';
import { useServices } from '../../app/services';
import { LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { useServiceOpener } from '../../app/service-opener';
import { ItemIcon } from './ItemIcon';

/** The quick-navigation row: icons and names; each entry opens by its openWay (OPEN-01). */
export function QuickNav() {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const { state, reload } = useCall(s.blade, quickNavigation, {});

  return (
    <section className="hp-panel hp-quicknav" aria-labelledby="hp-quicknav-title" aria-busy={state.status === 'loading'}>
      <h2 id="hp-quicknav-title" className="hp-panel__title">{t('homePage.quickNav.title')}</h2>
      {state.status === 'loading' ? (
        <ul className="hp-quicknav__list hp-skeleton-row" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => <li key={i} className="hp-quicknav__ghost" />)}
        </ul>
      ) : null}
      {state.status === 'loading' ? <p className="sh-visually-hidden" role="status">{t('homePage.quickNav.loading')}</p> : null}
      {state.status === 'error' ? <LoadError title={t('homePage.quickNav.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="hp-empty">{t('homePage.quickNav.empty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="hp-quicknav__list">
          {state.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="hp-quicknav__item"
                onClick={() => opener.openLink({ url: item.url, openWay: item.openWay, title: item.name, key: item.id })}
              >
                <ItemIcon icon={item.icon} name={item.name} />
                <span className="hp-quicknav__name">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
