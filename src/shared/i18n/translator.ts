/**
 * The translation core of both apps: nested dictionaries, typed dotted keys, `{{name}}` interpolation,
 * `smart_count` plurals, zh-CN fallback and a language-change subscription. Hand-written rather than i18next because
 * i18next alone cost 15.5 kB of the login page's 110 kB budget (ADR 005); this file is a few hundred bytes.
 */
import type { zhCN } from './locales/zh-CN';

type BaseTexts = typeof zhCN;

export interface Dictionary {
  readonly [key: string]: string | Dictionary;
}

/**
 * Every namespace of texts: the base dictionaries (locales/zh-CN.ts), and each `registerTexts` namespace by
 * declaration merging (`declare module` beside its call), so `t()` accepts exactly their keys (ADR 020).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from BaseTexts and merging
export interface TextRegistry extends BaseTexts {}

/** The dotted keys of every leaf of `T` (`'login.title'`); a key with a dot in it stays one segment. */
type LeafKeys<T, P extends string = ''> = {
  [K in Extract<keyof T, string | number>]: T[K] extends string ? `${P}${K}` : LeafKeys<T[K], `${P}${K}.`>;
}[Extract<keyof T, string | number>];

/** A key that some registered dictionary has: t() with any other literal is a type error. */
export type TextKey = LeafKeys<TextRegistry>;

interface TranslateOptions {
  /** Returned when the key exists in no dictionary (e.g. a server-provided menu with no translation). */
  defaultValue?: string;
  /** Picks a plural form of a `one |||| many` text (react-admin's convention); also fills `{{smart_count}}`. */
  smart_count?: number;
  [name: string]: unknown;
}

/** Translates a registered key; `t.dynamic` is the one way in for keys known only at run time. */
export interface TFunction {
  (key: TextKey, options?: TranslateOptions): string;
  /** For keys made at run time (server-provided names, react-admin's own keys): give a defaultValue. */
  dynamic(key: string, options?: TranslateOptions): string;
}

export interface Translator<L extends string = string> {
  readonly language: L;
  /** The text of a dotted key in the current language, else in the fallback language, else defaultValue or key. */
  readonly t: TFunction;
  changeLanguage(language: L): Promise<void>;
  /** Calls `listener` after every language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Walks `parts` from `from`; a remaining path may also be one key with dots (react-admin's `dataSource.kind`). */
function lookup(node: string | Dictionary | undefined, parts: readonly string[], from = 0): string | undefined {
  if (from === parts.length) return typeof node === 'string' ? node : undefined;
  if (node === undefined || typeof node === 'string') return undefined;
  const whole = node[parts.slice(from).join('.')];
  if (from < parts.length - 1 && typeof whole === 'string') return whole;
  return lookup(node[parts[from] ?? ''], parts, from + 1);
}

/** Chinese has one plural form; English and the rest pick by whether the count is one (polyglot's rules). */
function pluralForm(language: string, text: string, count: number | undefined): string {
  if (!text.includes('||||')) return text;
  const forms = text.split('||||').map((form) => form.trim());
  const index = language.startsWith('zh') || count === undefined || count === 1 ? 0 : 1;
  return forms[Math.min(index, forms.length - 1)] ?? text;
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
 * Adds a feature's texts under `namespace` (t('namespace.key')); the namespace's type comes from the
 * `TextRegistry` entry its module declares. Features register from their own lazily loaded module, so their texts
 * never weigh on the sign-in page's bundle (ADR 005).
 * @example registerTexts('ratings', { 'zh-CN': zhCN, en }); declare module '…/translator' { interface TextRegistry { ratings: typeof zhCN } }
 */
export function registerTexts<N extends keyof TextRegistry>(
  namespace: N,
  texts: { 'zh-CN': TextRegistry[N]; en: SameKeys<TextRegistry[N]> },
): void {
  for (const [lang, dictionary] of Object.entries(texts)) {
    extraTexts[lang] = { ...extraTexts[lang], [namespace]: dictionary as Dictionary };
  }
}

/** A new function over the same translator, so React children memoised on `t` re-render after a language change. */
export function freshT(t: TFunction): TFunction {
  return Object.assign((key: TextKey, options?: TranslateOptions) => t(key, options), {
    dynamic: (key: string, options?: TranslateOptions) => t.dynamic(key, options),
  });
}

/** Creates a translator over `resources`, starting in `language` and falling back to `fallback`. */
export function createTranslator<L extends string>(
  resources: Readonly<Record<L, Dictionary>>,
  language: L,
  fallback: L,
): Translator<L> {
  let current = language;
  const listeners = new Set<() => void>();
  const translate = (key: string, options?: TranslateOptions): string => {
    const parts = key.split('.');
    const found = lookup(resources[current], parts) ?? lookup(extraTexts[current], parts);
    const text = found ?? lookup(resources[fallback], parts) ?? lookup(extraTexts[fallback], parts);
    const language = found === undefined && text !== undefined ? fallback : current;
    return interpolate(pluralForm(language, text ?? options?.defaultValue ?? key, options?.smart_count), options);
  };
  return {
    get language() {
      return current;
    },
    t: Object.assign((key: TextKey, options?: TranslateOptions) => translate(key, options), { dynamic: translate }),
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
