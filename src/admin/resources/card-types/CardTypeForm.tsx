import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { cardTypeConfigSchema } from '../../../shared/schema/cards';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(cardTypeConfigSchema);

/** The fields of a card type, for both create and edit. */
export function CardTypeForm() {
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} defaultValues={{ typeName: '', sort: 0 }} sx={{ maxWidth: 480 }}>
      <TextInput source="typeName" fullWidth autoFocus />
      <NumberInput source="sort" step={1} helperText={translate('resources.cardTypes.sortHelp')} />
    </SimpleForm>
  );
}
