import { useCallback, useState } from 'react';
import { getServiceSpecial, getServiceSpecialList } from '../../../shared/api/catalogue/home';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import type { ServiceSpecial } from '../../../shared/schema/home';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { useServiceOpener } from '../../app/service-opener';
import { Dialog } from '../../components/dialog';
import { ItemIcon } from './ItemIcon';

/** Service specials (专题): a card per special; opening one lists its services in a dialog, each opened by OPEN-01. */
export function ServiceSpecials() {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getServiceSpecial, {}, { silent: true }), [s]);
  const { state, reload } = useCall(load);
  const [open, setOpen] = useState<ServiceSpecial | null>(null);

  return (
    <section className="hp-panel hp-specials" aria-labelledby="hp-specials-title" aria-busy={state.status === 'loading'}>
      <h2 id="hp-specials-title" className="hp-panel__title">{t('homePage.specials.title')}</h2>
      {state.status === 'loading' ? <Loading label={t('homePage.specials.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('homePage.specials.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.length === 0 ? <p className="hp-empty">{t('homePage.specials.empty')}</p> : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ul className="hp-specials__list">
          {state.data.map((special) => (
            <li key={special.id} className="hp-special">
              {isAllowedImageUrl(special.cover) ? <img className="hp-special__cover" src={special.cover} alt="" loading="lazy" /> : null}
              <div className="hp-special__body">
                <h3 className="hp-special__title">{special.title}</h3>
                {special.description ? <p className="hp-special__description">{special.description}</p> : null}
                <p className="hp-muted">{t('homePage.specials.count', { n: special.serviceCount })}</p>
              </div>
              <button
                type="button"
                className="sh-button sh-button--secondary hp-special__open"
                aria-label={t('homePage.specials.openLabel', { name: special.title })}
                onClick={() => setOpen(special)}
              >
                {t('homePage.specials.open')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <SpecialDialog special={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function SpecialDialog({ special, onClose }: { special: ServiceSpecial; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useServices();
  const opener = useServiceOpener();
  const load = useCallback(() => s.blade.call(getServiceSpecialList, { specialId: special.id }, { silent: true }), [s, special.id]);
  const { state, reload } = useCall(load);

  return (
    <Dialog
      title={special.title}
      onClose={onClose}
      footer={<button type="button" className="sh-button sh-button--secondary" onClick={onClose}>{t('homePage.specials.close')}</button>}
    >
      {special.description ? <p className="hp-dialog-lead">{special.description}</p> : null}
      {state.status === 'loading' ? <Loading label={t('homePage.specials.listLoading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('homePage.specials.listFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' && state.data.services.length === 0 ? <p className="hp-empty">{t('homePage.specials.listEmpty')}</p> : null}
      {state.status === 'success' && state.data.services.length > 0 ? (
        <ul className="hp-service-list">
          {state.data.services.map((item) => (
            <li key={item.serviceId} className="hp-service-row">
              <ItemIcon icon={item.serviceIcon} name={item.serviceName} />
              <div className="hp-service-row__body">
                <span className="hp-service-row__name">{item.serviceName}</span>
                <span className="hp-muted">
                  {[item.serviceDeptName, t(item.processType === 'OFFLINE' ? 'homePage.specials.offline' : 'homePage.specials.online')]
                    .filter(Boolean).join(' · ')}
                </span>
              </div>
              <button
                type="button"
                className="sh-button hp-service-row__open"
                aria-label={t('homePage.specials.handleLabel', { name: item.serviceName })}
                onClick={() => opener.openService(item)}
              >
                {t('homePage.specials.handle')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
