import SyncIcon from '@mui/icons-material/Sync';
import { directorySyncDetail } from '../../../shared/api/catalogue/directory-sync';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

/** 目录同步, a tab of the department duty configuration (menu deptResponsibilityListConfig, beside 部门信息 and 用户). */
export const directorySync = {
  name: 'directorySync',
  list: lazyPage(() => import('./DirectorySyncPage'), 'DirectorySyncPage'),
  create: undefined,
  edit: undefined,
  icon: SyncIcon,
  recordRepresentation: 'url',
  // The page sends its calls itself; the provider only reads the one record (for react-admin's registration).
  calls: defineResource<{ id: string }, typeof directorySyncDetail, typeof directorySyncDetail, typeof directorySyncDetail, typeof directorySyncDetail, typeof directorySyncDetail>({
    list: { kind: 'whole', call: directorySyncDetail, request: () => ({}), records: (settings) => [{ ...settings, id: 'directorySync' }] },
  }),
} as const;
