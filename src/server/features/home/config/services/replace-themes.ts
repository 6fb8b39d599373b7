import { randomId } from '../../../../../shared/rules/ids';
import type { ThemeDocument, ThemeSetUpRequest } from '../../../../../shared/schema/theme-config';

/**
 * themeSetUp/submit: the themes in order and the default. An id the draft does not hold is a new theme and gets a
 * fresh id (ids are global row keys, never chosen by the browser); the default may name it by its old id.
 */
export function replaceThemes(doc: ThemeDocument, input: ThemeSetUpRequest): ThemeDocument {
  const known = new Set(doc.themes.map((t) => t.id));
  const renamed = new Map<string, string>();
  const list = input.themes.map((theme) => {
    if (known.has(theme.id) && !renamed.has(theme.id)) {
      renamed.set(theme.id, theme.id);
      return theme;
    }
    const id = randomId();
    renamed.set(theme.id, id);
    return { ...theme, id };
  });
  return { ...doc, themes: list, defaultThemeId: renamed.get(input.defaultThemeId) ?? input.defaultThemeId };
}
