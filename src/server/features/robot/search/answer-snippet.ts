import { normalizeText } from '../../../search/normalize';

/** The length of a snippet, in characters, before the ellipses. */
const SNIPPET_LENGTH = 60;

/**
 * About 60 characters of an answer: around the first place the (normalised) needle occurs, or its beginning. The
 * needle is compared with the answer as the index sees it (no spaces or punctuation), then mapped back to the text.
 */
export function answerSnippet(answer: string, needle?: string): string {
  const flat = answer.replace(/\s+/g, ' ').trim();
  let at = -1;
  if (needle !== undefined && needle !== '') {
    // Where each character of the normalised text stands in `flat`.
    const positions: number[] = [];
    let normal = '';
    [...flat].forEach((char, i) => {
      const n = normalizeText(char);
      if (n === '') return;
      normal += n;
      for (let k = 0; k < n.length; k += 1) positions.push(i);
    });
    const found = normal.indexOf(needle);
    if (found >= 0) at = positions[found] ?? -1;
  }
  const chars = [...flat];
  const from = at < 0 ? 0 : Math.max(0, at - 20);
  const to = Math.min(chars.length, from + SNIPPET_LENGTH);
  return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`;
}
