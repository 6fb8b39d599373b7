import type { CSSProperties } from 'react';

/** Inline CSS custom properties (React's style type knows only standard properties). */
export function cssVars(vars: Record<`--${string}`, string | number>): CSSProperties {
  return vars as CSSProperties;
}
