import { useCallback } from 'react';
import { centreView } from '../../../shared/api/catalogue/centre-config';
import type { Centre, CentreView } from '../../../shared/schema/centre-config';
import { DEFAULT_CENTRE_DOCUMENT } from '../../../shared/schema/centre-config';
import { useServices } from '../../app/services';
import { useAsync } from '../../lib/use-async';
import type { CentreType } from './list-source';

const centreOf = (serviceType: CentreType): Centre => (serviceType === '' ? 'hall' : serviceType);

const { pinnedServiceIds: _ids, ...defaults } = DEFAULT_CENTRE_DOCUMENT;
/** The page as built: what shows while the config loads, and if it cannot be read (the page works without it). */
export const BUILT_IN_VIEW: CentreView = { ...defaults, pinned: [] };

/**
 * The centre's published configuration (studio: serviceHallConfig, processServiceCenterConfig,
 * applicationServiceCenterConfig): title, filters, shelf tabs, default sort and pinned services. Until it answers
 * (or if it fails) the page shows as built; the server answers it from memory, per published version.
 */
export function useCentreConfig(serviceType: CentreType): { view: CentreView } {
  const s = useServices();
  const load = useCallback(() => s.blade.call(centreView, { centre: centreOf(serviceType) }, { silent: true }), [s, serviceType]);
  const { state } = useAsync(load);
  return { view: state.status === 'success' ? state.data : BUILT_IN_VIEW };
}
