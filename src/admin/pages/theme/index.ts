import PaletteIcon from '@mui/icons-material/Palette';
import { themeCalls } from './calls';
import { lazyPage } from '../../routing/lazy-page';

/** Themes and the school's guise (menu homePageConfig), over the theme area's draft. */
export const themes = {
  name: 'themes',
  list: lazyPage(() => import('./ThemePage'), 'ThemePage'),
  create: undefined,
  edit: undefined,
  icon: PaletteIcon,
  recordRepresentation: 'themeName',
  calls: themeCalls,
} as const;
