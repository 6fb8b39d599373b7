import ListAltIcon from '@mui/icons-material/ListAlt';
import { serviceCatalogueCalls } from './calls';
import { ServiceCatalogueList } from './ServiceCatalogueList';

/** 服务目录, a tab of the service hall configuration (menu serviceHallConfig, the spreadsheet list `service`). */
export const serviceCatalogue = {
  name: 'serviceCatalogue',
  list: ServiceCatalogueList,
  create: undefined,
  edit: undefined,
  icon: ListAltIcon,
  recordRepresentation: 'serviceName',
  calls: serviceCatalogueCalls,
} as const;
