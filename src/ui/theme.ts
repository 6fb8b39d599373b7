import type { ThemeOptions } from '@mui/material/styles';

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, -apple-system, "Segoe UI", sans-serif';

/** The portal's colours (src/portal/app/styles.css) for MUI, so the studio and its dialogs read as one product. */
export const productTheme = {
  palette: {
    mode: 'light',
    // The portal's #008cff is 3.4:1 on white, below AA for text; its darker shade (5.0:1) is the MUI primary.
    primary: { main: '#0070cc', dark: '#005aa3', contrastText: '#ffffff' },
    secondary: { main: '#0070cc', contrastText: '#ffffff' },
    error: { main: '#b8300a' },
    text: { primary: '#1f2329', secondary: '#4e5969' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    divider: '#e5e6eb',
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: FONT },
} satisfies ThemeOptions;

const FIELD_DEFAULTS = { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } as const;

/**
 * The spreadsheet dialogs outside the studio (the efficiency page's export): the product's colours and the inputs
 * as react-admin's defaultTheme draws them in the studio (filled, dense, small, full width), without react-admin.
 */
export const dialogTheme: ThemeOptions = {
  ...productTheme,
  components: {
    MuiTextField: { defaultProps: FIELD_DEFAULTS },
    MuiFormControl: { defaultProps: FIELD_DEFAULTS },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
};
