import SpeedIcon from '@mui/icons-material/Speed';
import { efficiencyConfigCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** Efficiency monitoring (menu effectivenessMonitoringConfig), over the efficiency area's draft. */
export const efficiencyConfig = {
  name: 'efficiencyConfig',
  list: lazyPage(() => import('./EfficiencyConfigPage'), 'EfficiencyConfigPage'),
  create: undefined,
  edit: undefined,
  icon: SpeedIcon,
  recordRepresentation: 'key',
  calls: efficiencyConfigCalls,
} as const;
