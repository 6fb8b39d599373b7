import HubIcon from '@mui/icons-material/Hub';
import { businessSystemList } from '../../../shared/api/catalogue/business-systems';
import { defineResource } from '../../data-provider/resource-calls';
import { lazyPage } from '../../routing/lazy-page';

/** 业务系统接入 (menu businessSystemConfig, ADR 024): one page over the registered business systems. */
export const businessSystems = {
  name: 'businessSystems',
  list: lazyPage(() => import('./BusinessSystemsPage'), 'BusinessSystemsPage'),
  create: undefined,
  edit: undefined,
  icon: HubIcon,
  recordRepresentation: 'name',
  // The page sends its calls itself; the provider only reads the list (for react-admin's registration).
  calls: defineResource<{ id: string }, typeof businessSystemList, typeof businessSystemList, typeof businessSystemList, typeof businessSystemList, typeof businessSystemList>({
    list: { kind: 'whole', call: businessSystemList, request: () => ({}), records: (answer) => answer.systems },
  }),
} as const;
