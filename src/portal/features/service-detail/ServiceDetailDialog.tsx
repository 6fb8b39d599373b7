import { useId, useState } from 'react';
import { useContentText, useTranslation } from '../../lib/i18n-react';
import { LoadError, Loading } from '../../components/AsyncStates';
import { Dialog } from '../../components/dialog';
import { ItemIcon } from '../home/ItemIcon';
import { DetailActions } from './DetailActions';
import { DetailTabs, detailTabId, type DetailTab } from './DetailTabs';
import { ServiceFacts } from './ServiceFacts';
import { useServiceDetails, type LoadedDetails } from './use-service-details';
import './texts';
import './service-detail.css';

export interface ServiceDetailDialogProps {
  serviceId: string;
  /** A visitor (pre-login page): guest details, no favourites, no rating. */
  visitor: boolean;
  onClose(): void;
  /** After the server confirmed a favourite change. */
  onCollectedChange?(serviceId: string, collected: boolean): void;
  /** 登录后收藏 brought the user here: collect the service once it shows (DetailActions). */
  collectOnArrival?: boolean;
  initialTab?: DetailTab;
}

/**
 * A service's detail dialog (OPEN-04): its facts, the way to open it or read its guide, favourites, and tabs for
 * the description, the guide and the ratings. Rendered inside a ServiceOpenerProvider.
 */
export function ServiceDetailDialog({ serviceId, visitor, onClose, onCollectedChange, collectOnArrival = false, initialTab = 'intro' }: ServiceDetailDialogProps) {
  const { t } = useTranslation();
  const text = useContentText();
  const { state, reload, refresh } = useServiceDetails(serviceId, visitor);
  const title = state.status === 'success' ? text(state.data.details, 'serviceName') : t('serviceDetail.loadingTitle');
  return (
    <Dialog size="large" title={title} onClose={onClose}>
      {state.status === 'loading' ? <Loading label={t('serviceDetail.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('serviceDetail.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <DetailBody
          // A different service starts with its own favourite state and tab.
          key={`${serviceId}-${String(visitor)}`}
          loaded={state.data}
          visitor={visitor}
          initialTab={initialTab}
          onCollectedChange={onCollectedChange}
          collectOnArrival={collectOnArrival}
          onRated={refresh}
          onLeave={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function DetailBody({ loaded, visitor, initialTab, onCollectedChange, collectOnArrival, onRated, onLeave }: {
  loaded: LoadedDetails;
  visitor: boolean;
  initialTab: DetailTab;
  onCollectedChange?(serviceId: string, collected: boolean): void;
  collectOnArrival: boolean;
  onRated(): void;
  onLeave(): void;
}) {
  const { details, collected } = loaded;
  const text = useContentText();
  const prefix = useId();
  const [tab, setTab] = useState<DetailTab>(initialTab === 'guide' && !details.hasGuide ? 'intro' : initialTab);

  function showGuide(): void {
    setTab('guide');
    // The keyboard follows the eye: focus lands on the tab now shown.
    requestAnimationFrame(() => document.getElementById(detailTabId(prefix, 'guide'))?.focus());
  }

  return (
    <div className="sd-body">
      <div className="sd-head">
        <span className="sd-head__icon"><ItemIcon icon={details.serviceIcon} name={text(details, 'serviceName')} /></span>
        <ServiceFacts details={details} />
      </div>
      <DetailActions
        details={details}
        collected={collected}
        onShowGuide={showGuide}
        onCollectedChange={onCollectedChange}
        collectOnArrival={collectOnArrival}
        onLeave={onLeave}
      />
      <DetailTabs prefix={prefix} details={details} visitor={visitor} tab={tab} onTab={setTab} onRated={onRated} onLeave={onLeave} />
    </div>
  );
}
