import CategoryIcon from '@mui/icons-material/Category';
import { cardTypeCalls } from './calls';
import { CardTypeCreate } from './CardTypeCreate';
import { CardTypeEdit } from './CardTypeEdit';
import { CardTypeList } from './CardTypeList';

/** The card types of the home page (menu homePageConfig). */
export const cardTypes = {
  name: 'cardTypes',
  list: CardTypeList,
  create: CardTypeCreate,
  edit: CardTypeEdit,
  icon: CategoryIcon,
  recordRepresentation: 'typeName',
  calls: cardTypeCalls,
} as const;
