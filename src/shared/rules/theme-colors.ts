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

/** WCAG 2.1 contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

/** The soft variant's alpha: the tint behind selected rows, badges and notes. */
const SOFT_ALPHA = 0.1;

/** The soft variant as it shows over white. */
function tintOnWhite([r, g, b]: Rgb): Rgb {
  const over = (c: number): number => c * SOFT_ALPHA + 255 * (1 - SOFT_ALPHA);
  return [over(r), over(g), over(b)];
}

/** Contrast ratio of a colour against white. */
export function contrastOnWhite(hex: string): number {
  return contrast(toRgb(hex), WHITE);
}

/** Contrast ratio of text in `text` on the soft tint of `theme` over white. */
export function contrastOnTint(text: string, theme: string): number {
  return contrast(toRgb(text), tintOnWhite(toRgb(theme)));
}

/** AA for normal text: --sh-theme-dark colours links and text on white, and on the theme's own soft tint. */
const MIN_TEXT_CONTRAST = 4.5;

export interface ThemeVariables {
  '--sh-theme': string;
  '--sh-theme-dark': string;
  '--sh-theme-soft': string;
  '--sh-focus': string;
}

/**
 * The portal's theme variables from one colour: the colour itself; a dark variant 20 % towards black, darkened
 * further until text in it reaches 4.5:1 on the soft tint (so on white too: the default #008cff gives the
 * stylesheet's #0069bf); a soft variant (10 % alpha) for tinted backgrounds; and the focus ring.
 */
export function themeVariables(hex: string): ThemeVariables {
  const rgb = toRgb(hex);
  const tint = tintOnWhite(rgb);
  let factor = 0.8;
  let dark = scale(rgb, factor);
  while (contrast(toRgb(toHex(dark)), tint) < MIN_TEXT_CONTRAST && factor > 0.05) {
    factor -= 0.05;
    dark = scale(rgb, factor);
  }
  const [r, g, b] = rgb;
  return {
    '--sh-theme': hex.toLowerCase(),
    '--sh-theme-dark': toHex(dark),
    '--sh-theme-soft': `rgba(${r}, ${g}, ${b}, ${SOFT_ALPHA})`,
    '--sh-focus': `0 0 0 3px rgba(${r}, ${g}, ${b}, 0.45)`,
  };
}
