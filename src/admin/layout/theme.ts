import { defaultTheme, type RaThemeOptions } from 'react-admin';

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, -apple-system, "Segoe UI", sans-serif';

/** react-admin's theme in the portal's colours (src/portal/app/styles.css), so the studio reads as one product. */
export const studioTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    // The portal's #008cff is 3.4:1 on white, below AA for text; its darker shade (5.0:1) is the studio's primary.
    primary: { main: '#0070cc', dark: '#005aa3', contrastText: '#ffffff' },
    secondary: { main: '#0070cc', contrastText: '#ffffff' },
    error: { main: '#b8300a' },
    text: { primary: '#1f2329', secondary: '#4e5969' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    divider: '#e5e6eb',
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT },
  sidebar: { width: 220, closedWidth: 0 },
  components: {
    ...defaultTheme.components,
    // On a phone react-admin's create button floats bottom right, where the portal's 问一问 button sits: above it.
    RaCreateButton: { styleOverrides: { root: { '&.RaCreateButton-floating': { bottom: 96 } } } },
  },
};
