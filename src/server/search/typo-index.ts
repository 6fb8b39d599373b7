import type { PinyinForm } from './pinyin';
import { mergeSorted } from './postings';

/**
 * The one-typo pass's candidates, SymSpell style. At every character of a name, the `width` letters of context
 * pinyin that start there form a window ('qingji' of 请假记录); each distinct window is listed once under itself
 * and under each of its one-letter deletions.
 *
 * Why it finds everything: if a query of at least `width` letters is one edit (a substitution, an insertion, a
 * deletion or a swap of neighbours) from text that starts at some character, then the query's first `width` letters
 * and the window there are equal or share a one-deletion form, wherever the edit was (a text that ends inside the
 * window only shortens it, which the same argument covers). So the names under the query's own deletion forms hold
 * every one-typo match, and match.ts typoMatch checks each. Wider windows hold fewer names ('qingja' is rarer than
 * 'qing', which every 申请 has), so a query uses the widest index it is long enough for.
 */
export class TypoIndex {
  /** Names holding each distinct window, in increasing order. */
  private readonly namesOf = new Map<string, number[]>();
  /** Each window and each one-deletion form → the distinct windows it stands for. */
  private readonly windowsOf = new Map<string, string[]>();

  constructor(readonly width: number) {}

  /** Lists name `n`'s windows; names must be added in increasing order. */
  add(n: number, form: PinyinForm): void {
    const { primary, starts } = form;
    for (const start of starts) {
      const window = primary.slice(start, start + this.width);
      if (window.length === 0) continue;
      const names = this.namesOf.get(window);
      if (names) {
        if (names[names.length - 1] !== n) names.push(n);
        continue;
      }
      this.namesOf.set(window, [n]);
      for (const form of deletionForms(window)) {
        const windows = this.windowsOf.get(form);
        if (!windows) this.windowsOf.set(form, [window]);
        else if (windows[windows.length - 1] !== window) windows.push(window);
      }
    }
  }

  /** Names that may hold a one-typo match of `q` (at least `width` letters), in increasing order. */
  candidates(q: string): readonly number[] {
    const windows = new Set<string>();
    for (const form of deletionForms(q.slice(0, this.width))) {
      for (const window of this.windowsOf.get(form) ?? []) windows.add(window);
    }
    const lists = [...windows].map((w) => this.namesOf.get(w) ?? []);
    return mergeSorted(lists);
  }
}

/** The word itself and the word without each one of its letters, each once. */
function deletionForms(word: string): Set<string> {
  const forms = new Set<string>([word]);
  for (let i = 0; i < word.length; i += 1) forms.add(word.slice(0, i) + word.slice(i + 1));
  return forms;
}
