/** An ILIKE pattern for "contains `text`": LIKE's wildcards typed by the user match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
