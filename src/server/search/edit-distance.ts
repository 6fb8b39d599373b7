/**
 * True when `a` and `b` differ by at most one edit: a substitution, an insertion, a deletion, or a swap of two
 * neighbours (optimal string alignment). The swap counts as one because it is the commonest typing slip
 * ('qingjai' for 'qingjia'); plain Levenshtein would call it two. Linear time, no table.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (la === lb) {
    // Substitution at i, or a swap of i and i+1.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One extra character at i in the longer string.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
