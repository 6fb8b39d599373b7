import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { columnCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The columns of cards with their data sources (menu cardBusinessConfig; the server checks homePageConfig). */
export const cardColumns = {
  name: 'cardColumns',
  list: lazyPage(() => import('./ColumnList'), 'ColumnList'),
  create: lazyPage(() => import('./ColumnEdit'), 'ColumnCreate'),
  edit: lazyPage(() => import('./ColumnEdit'), 'ColumnEdit'),
  icon: ViewColumnIcon,
  recordRepresentation: 'columnName',
  calls: columnCalls,
} as const;
