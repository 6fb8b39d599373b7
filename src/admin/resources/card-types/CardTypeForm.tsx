import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { cardTypeConfigSchema } from '../../../shared/schema/cards';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';
import { EnglishTextInput } from '../../components/english';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(cardTypeConfigSchema);

/** The fields of a card type, for both create and edit. */
export function CardTypeForm() {
  const { t } = useStudioTranslation();
  return (
    <SimpleForm resolver={resolver} defaultValues={{ typeName: '', typeNameEn: '', sort: 0 }} sx={{ maxWidth: 480 }}>
      <WarnUnsaved />
      <TextInput source="typeName" fullWidth autoFocus />
      <EnglishTextInput source="typeNameEn" />
      <NumberInput source="sort" step={1} helperText={t('resources.cardTypes.sortHelp')} />
    </SimpleForm>
  );
}
