import MenuIcon from '@mui/icons-material/Menu';
import { navigationCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The top navigation (menu addNavigation): one page that lists, orders and edits the entries over the draft. */
export const navigation = {
  name: 'navigation',
  list: lazyPage(() => import('./NavigationPage'), 'NavigationPage'),
  create: undefined,
  edit: undefined,
  icon: MenuIcon,
  recordRepresentation: 'navigationName',
  calls: navigationCalls,
} as const;
