import { centreView } from '../../../shared/api/catalogue/centre-config';
import type { Centre, CentreView } from '../../../shared/schema/centre-config';
import { DEFAULT_CENTRE_DOCUMENT } from '../../../shared/schema/centre-config';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import type { CentreType } from './list-source';

const centreOf = (serviceType: CentreType): Centre => (serviceType === '' ? 'hall' : serviceType);

const { pinnedServiceIds: _ids, ...defaults } = DEFAULT_CENTRE_DOCUMENT;
/** The page as built: what shows while the config loads, and if it cannot be read (the page works without it). */
const BUILT_IN_VIEW: CentreView = { ...defaults, pinned: [] };

/**
 * The centre's published configuration (studio: serviceHallConfig, processServiceCenterConfig,
 * applicationServiceCenterConfig): title, filters, shelf tabs, default sort and pinned services. Until it answers
 * (or if it fails) the page shows as built; the server answers it from memory, per published version.
 */
export function useCentreConfig(serviceType: CentreType): { view: CentreView } {
  const s = useServices();
  const { state } = useCall(s.blade, centreView, { centre: centreOf(serviceType) });
  return { view: state.status === 'success' ? state.data : BUILT_IN_VIEW };
}
