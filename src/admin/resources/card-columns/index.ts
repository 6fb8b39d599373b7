import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { columnCalls } from './calls';
import { ColumnCreate, ColumnEdit } from './ColumnEdit';
import { ColumnList } from './ColumnList';

/** The columns of cards with their data sources (menu cardBusinessConfig; the server checks homePageConfig). */
export const cardColumns = {
  name: 'cardColumns',
  list: ColumnList,
  create: ColumnCreate,
  edit: ColumnEdit,
  icon: ViewColumnIcon,
  recordRepresentation: 'columnName',
  calls: columnCalls,
} as const;
