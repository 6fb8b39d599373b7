import { useSyncExternalStore } from 'react';
import type { Theme } from '../../../shared/schema/home';
import { useServices } from '../../app/services';
import { themeStoreFor } from './theme-store';

/**
 * The signed-in user's theme (doc2 §3), or null before one is known (the default #008cff applies then).
 * Re-renders when the user picks another one.
 * @example const theme = useTheme(); const banner = theme?.themeImg;
 */
export function useTheme(): Theme | null {
  const { store } = useServices();
  const themes = themeStoreFor(store);
  return useSyncExternalStore(themes.subscribe, themes.get, themes.get);
}
