import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { cardCalls } from './calls';
import { CardCreate } from './CardCreate';
import { CardEdit } from './CardEdit';
import { CardList } from './CardList';

/** The home page's cards (menu homePageConfig): list by type, order, edit with a live preview, roles, columns. */
export const cards = {
  name: 'cards',
  list: CardList,
  create: CardCreate,
  edit: CardEdit,
  icon: DashboardCustomizeIcon,
  recordRepresentation: 'cardName',
  calls: cardCalls,
} as const;
