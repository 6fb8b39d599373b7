/**
 * The translation core: nested dictionaries, `{{name}}` interpolation, zh-CN fallback and a language-change
 * subscription. Hand-written rather than i18next because i18next alone cost 15.5 kB of the login page's 110 kB
 * budget (docs/decisions/005-login-bundle-budget.md); this file is a few hundred bytes.
 */

export interface Dictionary {
  readonly [key: string]: string | Dictionary;
}

export interface TranslateOptions {
  /** Returned when the key exists in no dictionary (e.g. a server-provided menu with no translation). */
  defaultValue?: string;
  [name: string]: unknown;
}

export interface Translator<L extends string = string> {
  readonly language: L;
  /** The text of a dotted key in the current language, else in the fallback language, else defaultValue or key. */
  t(key: string, options?: TranslateOptions): string;
  changeLanguage(language: L): Promise<void>;
  /** Calls `listener` after every language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  // React escapes what it renders, so values are inserted as they are.
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** Texts that lazily loaded features add (registerTexts), per language; every translator reads them. */
const extraTexts: Record<string, Record<string, Dictionary>> = {};

/** The same keys with string leaves, so each language of a feature's texts has every key of the first. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * Adds a feature's texts under `namespace` (t('namespace.key')). Features register from their own lazily loaded
 * module, so their texts never weigh on the sign-in page's bundle.
 */
export function registerTexts<T extends Dictionary>(namespace: string, texts: { 'zh-CN': T; en: SameKeys<T> }): void {
  for (const [lang, dictionary] of Object.entries(texts)) {
    extraTexts[lang] = { ...extraTexts[lang], [namespace]: dictionary as Dictionary };
  }
}

/** Creates a translator over `resources`, starting in `language` and falling back to `fallback`. */
export function createTranslator<L extends string>(
  resources: Readonly<Record<L, Dictionary>>,
  language: L,
  fallback: L,
): Translator<L> {
  let current = language;
  const listeners = new Set<() => void>();
  return {
    get language() {
      return current;
    },
    t(key, options) {
      const text = lookup(resources[current], key) ?? lookup(extraTexts[current], key)
        ?? lookup(resources[fallback], key) ?? lookup(extraTexts[fallback], key) ?? options?.defaultValue ?? key;
      return interpolate(text, options);
    },
    async changeLanguage(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
