import { useEffect } from 'react';
import { themeDetail } from '../../../shared/api/catalogue/home';
import { readSessionUser } from '../../../shared/rules/sign-in-state';
import type { AuthState } from '../../app/auth-state';
import { useServices } from '../../app/services';
import { applyThemeToDocument } from './apply-theme';
import { themeStoreFor } from './theme-store';

/** Whose theme has been fetched in this sign-in, per page (auth state): the shell may mount more than once. */
const fetchedFor = new WeakMap<AuthState, string>();

/**
 * Mounted by the shell: applies the stored theme at once (a reload shows no flash of the default colour), fetches
 * the user's theme (themeDetail) once per sign-in so a pick made elsewhere follows them to this device, and
 * forgets it on sign-out: the next person at this screen must not inherit it, and the login page uses the default.
 */
export function ThemeSync() {
  const s = useServices();

  useEffect(() => {
    const themes = themeStoreFor(s.store);
    applyThemeToDocument(themes.get());
    const offAuth = s.auth.subscribe(() => {
      if (s.auth.isSignedIn()) return;
      fetchedFor.delete(s.auth);
      themes.set(null);
    });
    const user = readSessionUser(s.store);
    if (user && fetchedFor.get(s.auth) !== user.user_id) {
      fetchedFor.set(s.auth, user.user_id);
      // silent: the default colour is a fine fallback, a toast about it would only distract.
      s.blade.call(themeDetail, {}, { silent: true }).then(
        (theme) => {
          // Signed out, or someone else signed in, while it was on its way: not theirs.
          if (readSessionUser(s.store)?.user_id === user.user_id) themes.set(theme);
        },
        () => { fetchedFor.delete(s.auth); },
      );
    }
    return offAuth;
  }, [s]);

  return null;
}
