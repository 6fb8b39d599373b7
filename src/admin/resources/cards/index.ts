import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { cardCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The home page's cards (menu homePageConfig): list by type, order, edit with a live preview, roles, columns. */
export const cards = {
  name: 'cards',
  list: lazyPage(() => import('./CardList'), 'CardList'),
  create: lazyPage(() => import('./CardCreate'), 'CardCreate'),
  edit: lazyPage(() => import('./CardEdit'), 'CardEdit'),
  icon: DashboardCustomizeIcon,
  recordRepresentation: 'cardName',
  calls: cardCalls,
} as const;
