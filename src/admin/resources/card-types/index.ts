import CategoryIcon from '@mui/icons-material/Category';
import { cardTypeCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** The card types of the home page (menu homePageConfig). */
export const cardTypes = {
  name: 'cardTypes',
  list: lazyPage(() => import('./CardTypeList'), 'CardTypeList'),
  create: lazyPage(() => import('./CardTypeCreate'), 'CardTypeCreate'),
  edit: lazyPage(() => import('./CardTypeEdit'), 'CardTypeEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'typeName',
  calls: cardTypeCalls,
} as const;
