import { TextInput, type TextInputProps } from 'react-admin';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** An empty input stays '' (react-admin's default makes it null, which the shared schemas refuse): '' clears the text. */
const keepText = (value: string): string => value;

/**
 * The optional English sibling of a configured Chinese text (ADR 033) in a react-admin form: its label comes from the
 * resource's `fields.<source>` (英文名称（可选）…), its help says Chinese shows when it is left empty.
 * @example <EnglishTextInput source="typeNameEn" />
 */
export function EnglishTextInput(props: TextInputProps) {
  const { t } = useStudioTranslation();
  return <TextInput fullWidth parse={keepText} helperText={t('studio.englishHelp')} {...props} />;
}
