import type { Ref } from 'react';
import { isNew } from '../../../shared/rules/card-display';
import type { ServiceItem } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { ItemIcon } from '../home/ItemIcon';
import { prefetchServiceDetail } from './ServiceDetailHost';

/**
 * Services a visitor may open: each a button that opens the visitor's detail dialog (OPEN-04), with its department,
 * how it is handled (OPEN-05) and the NEW badge (CARD-09). The dialog's code is fetched as soon as the visitor
 * points at or tabs to a service, so the click rarely waits for it.
 */
export function ServiceList({ items, onOpen, ref }: {
  items: readonly ServiceItem[];
  onOpen: (serviceId: string) => void;
  ref?: Ref<HTMLUListElement>;
}) {
  const { t } = useTranslation();
  const text = useContentText();
  const { now } = useServices();
  const at = now();
  return (
    <ul className="lp-services" ref={ref}>
      {items.map((item) => (
        <li key={item.serviceId}>
          <button
            type="button"
            className="lp-service"
            onClick={() => onOpen(item.serviceId)}
            onPointerEnter={prefetchServiceDetail}
            onFocus={prefetchServiceDetail}
          >
            <ItemIcon icon={item.serviceIcon} name={text(item, 'serviceName')} />
            <span className="lp-service__body">
              <span className="lp-service__name">
                {text(item, 'serviceName')}
                {isNew(item.releaseTime, at) ? (
                  <span className="lp-badge" title={t('landing.services.newLabel')}>{t('landing.services.new')}</span>
                ) : null}
              </span>
              <span className="lp-service__meta">
                {[text(item, 'serviceDeptName'), t(item.processType === 'OFFLINE' ? 'landing.services.offline' : 'landing.services.online')]
                  .filter(Boolean).join(' · ')}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
