import ApiIcon from '@mui/icons-material/Api';
import { externalApiCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** 外部接口 (menu cardBusinessConfig; the server checks homePageConfig): the card columns' external data sources. */
export const externalApis = {
  name: 'externalApis',
  list: lazyPage(() => import('./ExternalApiList'), 'ExternalApiList'),
  create: lazyPage(() => import('./ExternalApiForm'), 'ExternalApiCreate'),
  edit: lazyPage(() => import('./ExternalApiForm'), 'ExternalApiEdit'),
  icon: ApiIcon,
  recordRepresentation: 'apiName',
  calls: externalApiCalls,
} as const;
