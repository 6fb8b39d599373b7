import ApiIcon from '@mui/icons-material/Api';
import { externalApiCalls } from './calls';
import { ExternalApiCreate, ExternalApiEdit } from './ExternalApiForm';
import { ExternalApiList } from './ExternalApiList';

/** 外部接口 (menu cardBusinessConfig; the server checks homePageConfig): the card columns' external data sources. */
export const externalApis = {
  name: 'externalApis',
  list: ExternalApiList,
  create: ExternalApiCreate,
  edit: ExternalApiEdit,
  icon: ApiIcon,
  recordRepresentation: 'apiName',
  calls: externalApiCalls,
} as const;
