import { useCallback } from 'react';
import { authInit } from '../../../shared/api/catalogue/auth';
import { SESSION_KEYS } from '../../../shared/rules/session-keys';
import { loginConfigSchema } from '../../../shared/schema/auth';
import { DEFAULT_THEME_COLOR } from '../../../shared/state/defaults';
import { useServices } from '../../app/services';
import { useAsync } from '../../lib/use-async';

/** STATE-02: the stored theme's colour, else the default #008cff. */
export function useThemeColor(): string {
  const { store } = useServices();
  const theme = store.get('theme');
  if (typeof theme === 'object' && theme !== null && 'themeColor' in theme) {
    const color = (theme as { themeColor: unknown }).themeColor;
    if (typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color)) return color;
  }
  return DEFAULT_THEME_COLOR;
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
  const { state } = useAsync(load);
  // The product name stands in while loading or when the config is unavailable; no error state needed here.
  return state.status === 'success' && state.data ? state.data : null;
}
