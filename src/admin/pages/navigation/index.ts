import MenuIcon from '@mui/icons-material/Menu';
import { navigationCalls } from './calls';
import { NavigationPage } from './NavigationPage';

/** The top navigation (menu addNavigation): one page that lists, orders and edits the entries over the draft. */
export const navigation = {
  name: 'navigation',
  list: NavigationPage,
  create: undefined,
  edit: undefined,
  icon: MenuIcon,
  recordRepresentation: 'navigationName',
  calls: navigationCalls,
} as const;
