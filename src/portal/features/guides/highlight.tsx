import type { ReactNode } from 'react';

/** `text` with each case-insensitive occurrence of any of `words` marked; the text itself is never parsed as HTML. */
export function highlight(text: string, words: readonly string[]): ReactNode[] {
  const needles = words.map((w) => w.trim()).filter((w) => w !== '');
  if (needles.length === 0 || text === '') return [text];
  const escaped = needles.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  // split with one capturing group puts the matches at the odd indexes.
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
