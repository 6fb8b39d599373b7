/**
 * How many navigation entries fit on one row before the rest go into the 更多 menu (SHELL-08 allows six custom
 * entries besides the built-in ones, more than a top bar beside the brand and the user's controls can hold).
 * Pure, so the studio's preview can ask the same question of estimated widths.
 *
 * `widths` are the entries' widths in order, `gap` the space between two items, `moreWidth` the 更多 button's.
 * All fit: all of them. Otherwise as many as fit with the 更多 button after them (possibly none).
 */
export function entriesThatFit(widths: readonly number[], gap: number, moreWidth: number, available: number): number {
  let used = 0;
  for (let i = 0; i < widths.length; i += 1) used += (i > 0 ? gap : 0) + (widths[i] ?? 0);
  // Half a pixel of slack: widths are fractional and rounding must not push the last entry out.
  if (used <= available + 0.5) return widths.length;
  let fit = 0;
  let row = moreWidth;
  for (const width of widths) {
    const next = row + gap + width;
    if (next > available + 0.5) break;
    row = next;
    fit += 1;
  }
  return fit;
}
