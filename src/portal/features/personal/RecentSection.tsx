import { recentServices } from '../../../shared/api/catalogue/personal';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { ItemIcon } from '../home/ItemIcon';
import { useDateTime } from '../ratings/format-time';
import { useServiceOpener } from '../../app/service-opener';

const RECENT_SHOWN = 20;

/** 最近使用: the services the user opened lately, newest first; each opens again as it did (OPEN-01, logged). */
export function RecentSection() {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const dateTime = useDateTime();
  const { state, reload } = useCall(s.blade, recentServices, { size: RECENT_SHOWN });
  return (
    <>
      <p className="pc-intro">{t('personal.recent.intro')}</p>
      {state.status === 'loading' ? <Loading label={t('personal.recent.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('personal.recent.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="pc-empty">{t('personal.recent.empty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="pc-list" aria-label={t('personal.sections.RecentServices')}>
          {state.data.map((item) => (
            <li key={item.serviceId} className="pc-list__row">
              <span className="pc-item-icon"><ItemIcon icon={item.serviceIcon} name={item.serviceName} /></span>
              <span className="pc-list__text">
                <span className="pc-list__name">{item.serviceName}</span>
                <span className="pc-list__meta">
                  {[item.serviceDeptName, dateTime(item.lastVisitTime) ? t('personal.recent.visited', { time: dateTime(item.lastVisitTime) }) : '']
                    .filter(Boolean).join(' · ')}
                </span>
              </span>
              <button
                type="button"
                className="sh-button pc-list__action"
                aria-label={t('personal.recent.openLabel', { name: item.serviceName })}
                onClick={() => opener.openService(item)}
              >
                {t('personal.recent.open')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
