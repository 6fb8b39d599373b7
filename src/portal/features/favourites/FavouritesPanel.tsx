import { useCallback } from 'react';
import { myCollect } from '../../../shared/api/catalogue/directory';
import type { ServiceItem } from '../../../shared/schema/cards';
import { useServices } from '../../app/services';
import { Loading, LoadError } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';
import { useTranslation } from '../../lib/i18n-react';
import { FavouritesList } from './FavouritesList';
import './favourites.css';
import './texts';

export interface FavouritesPanelProps {
  /** 办理: the host opens the service (useServiceOpener's openService, which also logs the click). */
  onOpenService(item: ServiceItem): void;
  /** 详情: the host shows the service's details. */
  onShowDetail(serviceId: string): void;
  /** After the favourites changed here (one taken away, a new order saved), so the host can refresh its marks. */
  onChanged?(): void;
}

/**
 * 我的收藏: the signed-in user's favourite services in their own order, to open, look at, take away or reorder.
 * The host (the directory page's tab or drawer) gives it its title; the panel is a labelled region of its own.
 */
export function FavouritesPanel({ onOpenService, onShowDetail, onChanged }: FavouritesPanelProps) {
  const { t } = useTranslation();
  const s = useServices();
  // silent: a failed load is shown in place, with a retry, not as a toast as well.
  const load = useCallback(() => s.blade.call(myCollect, {}, { silent: true }), [s]);
  const { state, reload } = useCall(load);

  return (
    <section className="fav-panel" aria-label={t('favourites.region')} aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <Loading label={t('favourites.loading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('favourites.failed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <FavouritesList
          initial={state.data}
          onOpenService={onOpenService}
          onShowDetail={onShowDetail}
          onChanged={onChanged}
          onReload={reload}
        />
      ) : null}
    </section>
  );
}
