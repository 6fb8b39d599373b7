import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { guideInputSchema, type GuideConfigDetail } from '../../../shared/schema/guide-config';
import { OrderedRows } from './OrderedRows';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { WarnUnsaved } from '../../components/unsaved';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(guideInputSchema);
const row = { flex: '1 1 220px', minWidth: 0 } as const;

/**
 * A service's guide: conditions, materials, steps, fees, time limit, department, contact, FAQ. Materials, steps and
 * questions are ordered lists (drag or keyboard); the order is the guide page's. Saving writes the draft.
 */
export function GuideForm() {
  const { t } = useStudioTranslation();
  const record = useRecordContext<GuideConfigDetail & { id: string }>();
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 880 }}>
      <WarnUnsaved />
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600 }}>{record?.serviceName}</Typography>
      {record && !record.exists ? <Alert severity="info" sx={{ my: 1 }}>{t('guideConfig.newGuide')}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="department" label={t('guideConfig.fields.department')} sx={row} />
        <SelectInput source="handling" label={t('guideConfig.fields.handling')} sx={row}
          choices={[{ id: 'ONLINE', name: t('guideConfig.handling.ONLINE') }, { id: 'OFFLINE', name: t('guideConfig.handling.OFFLINE') }]} />
        <TextInput source="timeLimit" label={t('guideConfig.fields.timeLimit')} sx={row} />
        <TextInput source="fees" label={t('guideConfig.fields.fees')} sx={row} />
        <TextInput source="location" label={t('guideConfig.fields.location')} sx={row} />
        <TextInput source="contactPhone" label={t('guideConfig.fields.contactPhone')} sx={row} />
      </Box>
      <TextInput source="conditions" label={t('guideConfig.fields.conditions')} multiline minRows={3} fullWidth />
      <OrderedRows source="materials" heading={t('guideConfig.fields.materials')} addLabel={t('guideConfig.addMaterial')} nameKey="name"
        blank={{ name: '', required: true, note: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`materials.${i}.name`} label={t('guideConfig.fields.name')} sx={row} />
            <TextInput source={`materials.${i}.note`} label={t('guideConfig.fields.note')} sx={row} />
            <BooleanInput source={`materials.${i}.required`} label={t('guideConfig.fields.required')} />
          </>
        )} />
      <OrderedRows source="steps" heading={t('guideConfig.fields.steps')} addLabel={t('guideConfig.addStep')} nameKey="title" blank={{ title: '', detail: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`steps.${i}.title`} label={t('guideConfig.fields.title')} sx={row} />
            <TextInput source={`steps.${i}.detail`} label={t('guideConfig.fields.detail')} multiline sx={{ ...row, flexBasis: 320 }} />
          </>
        )} />
      <OrderedRows source="faq" heading={t('guideConfig.fields.faq')} addLabel={t('guideConfig.addFaq')} nameKey="question" blank={{ question: '', answer: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`faq.${i}.question`} label={t('guideConfig.fields.question')} fullWidth />
            <TextInput source={`faq.${i}.answer`} label={t('guideConfig.fields.answer')} multiline fullWidth />
          </>
        )} />
    </SimpleForm>
  );
}
