import PeopleIcon from '@mui/icons-material/People';
import { studioUserCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** 用户, a tab of the department duty configuration (menu deptResponsibilityListConfig, the spreadsheet list `user`). */
export const studioUsers = {
  name: 'studioUsers',
  list: lazyPage(() => import('./UserList'), 'UserList'),
  create: undefined,
  edit: undefined,
  icon: PeopleIcon,
  recordRepresentation: 'realName',
  calls: studioUserCalls,
} as const;
