/** Only #RRGGBB colours are applied: anything else (names, url(), expressions) never reaches the page's CSS. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number): number => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function scale([r, g, b]: Rgb, factor: number): Rgb {
  return [r * factor, g * factor, b * factor];
}

/** Contrast ratio of a colour against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

/** AA for normal text: --sh-theme-dark colours links and text on white. */
const MIN_TEXT_CONTRAST = 4.5;

export interface ThemeVariables {
  '--sh-theme': string;
  '--sh-theme-dark': string;
  '--sh-theme-soft': string;
  '--sh-focus': string;
}

/**
 * The portal's theme variables from one colour: the colour itself; a dark variant 20 % towards black (the default
 * #008cff gives the stylesheet's #0070cc), darkened further until text in it reaches 4.5:1 on white; a soft
 * variant (10 % alpha) for tinted backgrounds; and the focus ring.
 */
export function themeVariables(hex: string): ThemeVariables {
  const rgb = toRgb(hex);
  let factor = 0.8;
  let dark = toHex(scale(rgb, factor));
  while (contrastOnWhite(dark) < MIN_TEXT_CONTRAST && factor > 0.05) {
    factor -= 0.05;
    dark = toHex(scale(rgb, factor));
  }
  const [r, g, b] = rgb;
  return {
    '--sh-theme': hex.toLowerCase(),
    '--sh-theme-dark': dark,
    '--sh-theme-soft': `rgba(${r}, ${g}, ${b}, 0.1)`,
    '--sh-focus': `0 0 0 3px rgba(${r}, ${g}, ${b}, 0.45)`,
  };
}
