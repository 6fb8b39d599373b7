/**
 * DICT-01's reading of a dictionary answer: the list under result, label from dictValue, value from dictKey (other
 * names where a source says so), and the request: tenantId, the source's own parameters and, for a remote search,
 * the typed term under a configurable name, deptName by default.
 */

const DICT_LABEL_KEY = 'dictValue';
const DICT_VALUE_KEY = 'dictKey';
const DICT_SEARCH_PARAM = 'deptName';

/** One option as the select shows it; `depth` > 0 for an entry of a tree answer, nested under `children`. */
export interface DictionaryOption {
  value: string;
  label: string;
  depth: number;
  /** It has entries under it (a role class over its roles, a department over its offices). */
  isGroup: boolean;
}

export interface OptionMapping {
  labelKey?: string;
  valueKey?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/**
 * The options of an answer's result, depth first through `children`. Values are compared as text, so a numeric
 * dictKey (1001) and its text ('1001') are one option. An entry without a label or value is left out rather than
 * shown blank, and a value seen before keeps its first place (a select cannot hold one value twice).
 */
export function toDictionaryOptions(result: unknown, mapping: OptionMapping = {}): DictionaryOption[] {
  const labelKey = mapping.labelKey ?? DICT_LABEL_KEY;
  const valueKey = mapping.valueKey ?? DICT_VALUE_KEY;
  const options: DictionaryOption[] = [];
  const seen = new Set<string>();
  const walk = (items: unknown, depth: number) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!isRecord(item)) continue;
      const value = asText(item[valueKey]);
      const label = asText(item[labelKey]);
      if (value !== null && label !== null && !seen.has(value)) {
        seen.add(value);
        options.push({ value, label, depth, isGroup: Array.isArray(item.children) && item.children.length > 0 });
      }
      walk(item.children, depth + 1);
    }
  };
  walk(result, 0);
  return options;
}

export interface DictionaryRequestParts {
  tenantId: string;
  params?: Readonly<Record<string, unknown>>;
  /** The name the term travels under; DICT-01's default is deptName. */
  searchParam?: string;
  /** The typed term of a remote search; '' (or none) sends no term at all. */
  term?: string;
}

/** The body (POST) or query (GET) of a dictionary call; the tenant is the session's, never a parameter's. */
export function dictionaryRequest(parts: DictionaryRequestParts): Record<string, unknown> {
  const term = parts.term?.trim() ?? '';
  const request: Record<string, unknown> = { ...parts.params, tenantId: parts.tenantId };
  if (term !== '') request[parts.searchParam ?? DICT_SEARCH_PARAM] = term;
  return request;
}
