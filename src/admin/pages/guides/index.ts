import MenuBookIcon from '@mui/icons-material/MenuBook';
import { guideCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The management guides (menu managementGuideConfig, ADR 009 area guides): one structured guide per service. */
export const guides = {
  name: 'guides',
  list: lazyPage(() => import('./GuideList'), 'GuideList'),
  create: undefined,
  edit: lazyPage(() => import('./GuideEdit'), 'GuideEdit'),
  icon: MenuBookIcon,
  recordRepresentation: 'serviceName',
  calls: guideCalls,
} as const;
