import ListAltIcon from '@mui/icons-material/ListAlt';
import { serviceCatalogueCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** 服务目录, a tab of the service hall configuration (menu serviceHallConfig, the spreadsheet list `service`). */
export const serviceCatalogue = {
  name: 'serviceCatalogue',
  list: lazyPage(() => import('./ServiceCatalogueList'), 'ServiceCatalogueList'),
  create: undefined,
  edit: undefined,
  icon: ListAltIcon,
  recordRepresentation: 'serviceName',
  calls: serviceCatalogueCalls,
} as const;
