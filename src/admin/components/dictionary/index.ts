/** The studio's shared dictionary select (DICT-01, DICT-02): the plain select, its react-admin input and the provider. */
export { DictionarySelect, DICTIONARY_SEARCH_DEBOUNCE_MS, type DictionarySelectProps } from './DictionarySelect';
export { DictionaryInput, type DictionaryInputProps } from './DictionaryInput';
export { DictionaryProvider, type DictionaryProviderProps } from './dictionary-context';
export type { DictionarySource } from './use-dictionary-options';
export { DICTIONARY_CACHE_TTL_MS } from './cache';
