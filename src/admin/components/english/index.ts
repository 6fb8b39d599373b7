export { EnglishTextInput } from './EnglishTextInput';
