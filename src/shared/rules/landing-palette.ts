import { DEFAULT_LANDING_COLOR } from '../schema/prelogin';
import { contrastOnWhite, isHexColor, themeVariables } from './theme-colors';

/** STATE-02: the configured landing colour when it is a #RRGGBB colour, else the landing default #087EEB. */
export function landingColorOf(configured: string | undefined): string {
  return configured !== undefined && isHexColor(configured) ? configured : DEFAULT_LANDING_COLOR;
}

/** AA for large text (24 px, or 18.7 px bold): what white headings on a coloured band need. */
const LARGE_TEXT_CONTRAST = 3;

/**
 * The page's colour variables from the landing colour. The colour itself (--lp-color) is for accents only:
 * white small text on #087EEB is 4.0:1, under AA. --lp-strong is the colour where white large text still reaches
 * 3:1 (else its dark shade), and --sh-theme-dark (themeVariables) reaches 4.5:1 for small text on white and
 * white small text on it; the shared buttons and links read the --sh-theme variables, so they follow too.
 */
export function landingPalette(color: string): Record<string, string> {
  const hex = landingColorOf(color).toLowerCase();
  const vars = themeVariables(hex);
  return {
    ...vars,
    '--lp-color': hex,
    '--lp-strong': contrastOnWhite(hex) >= LARGE_TEXT_CONTRAST ? hex : vars['--sh-theme-dark'],
  };
}
