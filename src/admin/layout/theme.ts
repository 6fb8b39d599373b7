import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { productTheme } from '../../ui/theme';

/** react-admin's theme in the portal's colours (src/ui/theme.ts), so the studio reads as one product. */
export const studioTheme: RaThemeOptions = {
  ...defaultTheme,
  ...productTheme,
  sidebar: { width: 220, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    // On a phone react-admin's create button floats bottom right, where the portal's 问一问 button sits: above it.
    RaCreateButton: { styleOverrides: { root: { '&.RaCreateButton-floating': { bottom: 96 } } } },
  },
};
