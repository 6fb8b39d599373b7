import type { PinnedService } from '../../../shared/schema/centre-config';
import { useTranslation } from '../../lib/i18n-react';
import './centre-config-texts';
import './pinned.css';

/** The services the administrator pinned above the list, in their order; each opens the service's details. */
export function PinnedServices({ pinned, onShowDetail }: { pinned: readonly PinnedService[]; onShowDetail(serviceId: string): void }) {
  const { t } = useTranslation();
  if (pinned.length === 0) return null;
  return (
    <section className="sc-pinned" aria-labelledby="sc-pinned-title">
      <h2 id="sc-pinned-title" className="sc-pinned__title">{t('centreConfig.pinned')}</h2>
      <ol className="sc-pinned__items">
        {pinned.map((item) => (
          <li key={item.serviceId}>
            <button type="button" className="sc-pinned__item" onClick={() => onShowDetail(item.serviceId)}>
              <span className="sc-pinned__name">{item.serviceName}</span>
              <span className="sc-pinned__dept">{item.deptName}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
