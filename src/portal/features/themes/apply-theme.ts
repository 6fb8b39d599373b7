import type { Theme } from '../../../shared/schema/home';
import { isHexColor, themeVariables, type ThemeVariables } from '../../../shared/rules/theme-colors';

const NAMES: readonly (keyof ThemeVariables)[] = ['--sh-theme', '--sh-theme-dark', '--sh-theme-soft', '--sh-focus'];

/**
 * Sets the theme's colour variables on the document root, so every rule that reads var(--sh-theme…) follows at
 * once; null (or a colour that is not #RRGGBB) removes them and the stylesheet's default #008cff comes back.
 */
export function applyThemeToDocument(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  if (theme && isHexColor(theme.themeColor)) {
    const vars = themeVariables(theme.themeColor);
    for (const name of NAMES) root.style.setProperty(name, vars[name]);
  } else {
    for (const name of NAMES) root.style.removeProperty(name);
  }
}
