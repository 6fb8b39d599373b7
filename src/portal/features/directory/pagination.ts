/** A page number to show, or a gap ('gap') where pages are left out. */
export type PageSlot = number | 'gap';

/**
 * The page buttons of a pager: always the first and the last page, the current one and `around` pages either
 * side, and a gap where more than one page is left out (a single left-out page is shown instead of a gap,
 * which takes as much room). 1 … 4 5 [6] 7 8 … 20.
 */
export function pageSlots(current: number, total: number, around = 1): PageSlot[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}
