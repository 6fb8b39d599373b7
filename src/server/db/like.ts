/**
 * LIKE's wildcards (`%`, `_`) and its escape character (`\`, PostgreSQL's default ESCAPE) typed by a user match
 * themselves, so a keyword filter is a plain substring.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An (I)LIKE pattern for "contains `text`". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An (I)LIKE pattern for "starts with `text`". */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
