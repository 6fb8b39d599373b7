import SpeedIcon from '@mui/icons-material/Speed';
import { efficiencyConfigCalls } from './calls';
import { EfficiencyConfigPage } from './EfficiencyConfigPage';

/** Efficiency monitoring (menu effectivenessMonitoringConfig), over the efficiency area's draft. */
export const efficiencyConfig = {
  name: 'efficiencyConfig',
  list: EfficiencyConfigPage,
  create: undefined,
  edit: undefined,
  icon: SpeedIcon,
  recordRepresentation: 'key',
  calls: efficiencyConfigCalls,
} as const;
