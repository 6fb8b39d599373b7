import PaletteIcon from '@mui/icons-material/Palette';
import { themeCalls } from './calls';
import { ThemePage } from './ThemePage';

/** Themes and the school's guise (menu homePageConfig), over the theme area's draft. */
export const themes = {
  name: 'themes',
  list: ThemePage,
  create: undefined,
  edit: undefined,
  icon: PaletteIcon,
  recordRepresentation: 'themeName',
  calls: themeCalls,
} as const;
