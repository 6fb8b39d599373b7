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

/**
 * An estimate of the portal's top bar for the studio's preview, from the entries' names alone (the studio cannot lay
 * out the portal): the portal's 16 px font gives a CJK character about 16 px and any other about 9 px; each link adds
 * 28 px of padding, entries are 4 px apart, the row has 6 px of padding each side and 更多 takes about 72 px. On a
 * computer the bar's content is 1,232 px wide (every screen from 1,280 px), of which the brand and the language,
 * message and user controls took about 480 px for the demo school at 1,440 and 1,920 px; on a phone (375 px) the
 * navigation has its own row of about 339 px.
 */
export const TOP_BAR_ROW_WIDTH = { desktop: 1232 - 480 - 12, phone: 375 - 24 - 12 } as const;

function estimatedNameWidth(name: string): number {
  let width = 28;
  for (const char of name) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 16 : 9;
  return width;
}

/** How many of `names` the portal's top bar shows before 更多, estimated, on a computer or a phone screen. */
export function estimatedEntriesThatFit(names: readonly string[], screen: keyof typeof TOP_BAR_ROW_WIDTH): number {
  return entriesThatFit(names.map(estimatedNameWidth), 4, 72, TOP_BAR_ROW_WIDTH[screen]);
}
