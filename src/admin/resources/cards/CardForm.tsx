import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import {
  NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput,
} from 'react-admin';
import { cardConfigSchema } from '../../../shared/schema/cards';
import { CardFormPreview } from './CardFormPreview';
import { CARD_KIND_CHOICES, ROW_CHOICES, STATUS_CHOICES } from './kind-choices';
import { WarnUnsaved } from '../../components/unsaved';
import { EnglishTextInput } from '../../components/english';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(cardConfigSchema);

const DEFAULTS = { cardName: '', cardNameEn: '', cardIntroduction: '', cardIntroductionEn: '', displayRows: 1, url: '', status: 1, sort: 0, cardKind: 'COMMON_SERVICES' };

/** A card's fields beside its live preview (stacked on a phone), for both create and edit. */
export function CardForm() {
  return (
    <SimpleForm resolver={resolver} defaultValues={DEFAULTS}>
      <WarnUnsaved />
      <Box sx={{ display: 'grid', gap: 3, width: '100%', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(280px, 420px) minmax(0, 1fr)' } }}>
        <Box>
          <ReferenceInput source="typeId" reference="cardTypes" sort={{ field: 'sort', order: 'ASC' }}>
            <SelectInput optionText="typeName" fullWidth />
          </ReferenceInput>
          <SelectInput source="cardKind" choices={CARD_KIND_CHOICES} fullWidth />
          <TextInput source="cardName" fullWidth />
          <TextInput source="cardIntroduction" fullWidth multiline minRows={2} />
          <EnglishTextInput source="cardNameEn" />
          <EnglishTextInput source="cardIntroductionEn" multiline minRows={2} />
          <SelectInput source="displayRows" choices={ROW_CHOICES} fullWidth />
          <TextInput source="url" fullWidth />
          <SelectInput source="status" choices={STATUS_CHOICES} fullWidth />
          <NumberInput source="sort" step={1} />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, alignSelf: 'start', minWidth: 0 }}>
          <CardFormPreview />
        </Box>
      </Box>
    </SimpleForm>
  );
}
