import MenuBookIcon from '@mui/icons-material/MenuBook';
import { guideCalls } from './calls';
import { GuideEdit } from './GuideEdit';
import { GuideList } from './GuideList';

/** The management guides (menu managementGuideConfig, ADR 009 area guides): one structured guide per service. */
export const guides = {
  name: 'guides',
  list: GuideList,
  create: undefined,
  edit: GuideEdit,
  icon: MenuBookIcon,
  recordRepresentation: 'serviceName',
  calls: guideCalls,
} as const;
