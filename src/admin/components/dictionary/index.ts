/** The studio's shared dictionary select (DICT-01, DICT-02): the plain select, its react-admin input and the provider. */
export { DictionarySelect } from './DictionarySelect';
export { DictionaryInput } from './DictionaryInput';
export { DictionaryProvider } from './dictionary-context';
export type { DictionarySource } from './use-dictionary-options';
