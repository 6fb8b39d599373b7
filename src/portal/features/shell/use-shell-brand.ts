import { useCallback } from 'react';
import { authInit } from '../../../shared/api/catalogue/auth';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { loginConfigSchema } from '../../../shared/schema/auth';
import { DEFAULT_THEME_COLOR } from '../../../shared/state/defaults';
import { useServices } from '../../app/services';
import { useCall } from '../../lib/use-call';
import { isHexColor } from '../../../shared/rules/theme-colors';
import { useTheme } from '../themes/use-theme';

/** STATE-02: the stored theme's colour (#RRGGBB only), else the default #008cff; follows a new pick at once. */
export function useThemeColor(): string {
  const theme = useTheme();
  return theme && isHexColor(theme.themeColor) ? theme.themeColor : DEFAULT_THEME_COLOR;
}

/** The school's name from the login configuration (cached by the login page), fetched when absent. */
export function useSchoolName(): string | null {
  const s = useServices();
  const load = useCallback(async () => {
    const cached = loginConfigSchema.safeParse(s.store.get(SESSION_KEYS.loginConfig));
    if (cached.success) return cached.data.schoolName;
    const config = await s.blade.call(authInit, {}, { silent: true });
    s.store.set(SESSION_KEYS.loginConfig, config);
    return config.schoolName;
  }, [s]);
  const { state } = useCall(load);
  // The product name stands in while loading or when the config is unavailable; no error state needed here.
  return state.status === 'success' && state.data ? state.data : null;
}
