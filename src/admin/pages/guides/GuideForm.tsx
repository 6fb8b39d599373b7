import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { guideInputSchema, type GuideConfigDetail } from '../../../shared/schema/guide-config';
import { OrderedRows } from './OrderedRows';
import { useGuideTexts } from './texts';

// The shared schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(guideInputSchema);
const row = { flex: '1 1 220px', minWidth: 0 } as const;

/**
 * A service's guide: conditions, materials, steps, fees, time limit, department, contact, FAQ. Materials, steps and
 * questions are ordered lists (drag or keyboard); the order is the guide page's. Saving writes the draft.
 */
export function GuideForm() {
  const t = useGuideTexts();
  const record = useRecordContext<GuideConfigDetail & { id: string }>();
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 880 }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600 }}>{record?.serviceName}</Typography>
      {record && !record.exists ? <Alert severity="info" sx={{ my: 1 }}>{t.newGuide}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="department" label={t.fields.department} sx={row} />
        <SelectInput source="handling" label={t.fields.handling} sx={row}
          choices={[{ id: 'ONLINE', name: t.handling.ONLINE }, { id: 'OFFLINE', name: t.handling.OFFLINE }]} />
        <TextInput source="timeLimit" label={t.fields.timeLimit} sx={row} />
        <TextInput source="fees" label={t.fields.fees} sx={row} />
        <TextInput source="location" label={t.fields.location} sx={row} />
        <TextInput source="contactPhone" label={t.fields.contactPhone} sx={row} />
      </Box>
      <TextInput source="conditions" label={t.fields.conditions} multiline minRows={3} fullWidth />
      <OrderedRows source="materials" heading={t.fields.materials} addLabel={t.addMaterial} nameKey="name"
        blank={{ name: '', required: true, note: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`materials.${i}.name`} label={t.fields.name} sx={row} />
            <TextInput source={`materials.${i}.note`} label={t.fields.note} sx={row} />
            <BooleanInput source={`materials.${i}.required`} label={t.fields.required} />
          </>
        )} />
      <OrderedRows source="steps" heading={t.fields.steps} addLabel={t.addStep} nameKey="title" blank={{ title: '', detail: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`steps.${i}.title`} label={t.fields.title} sx={row} />
            <TextInput source={`steps.${i}.detail`} label={t.fields.detail} multiline sx={{ ...row, flexBasis: 320 }} />
          </>
        )} />
      <OrderedRows source="faq" heading={t.fields.faq} addLabel={t.addFaq} nameKey="question" blank={{ question: '', answer: '' }}
        renderRow={(i) => (
          <>
            <TextInput source={`faq.${i}.question`} label={t.fields.question} fullWidth />
            <TextInput source={`faq.${i}.answer`} label={t.fields.answer} multiline fullWidth />
          </>
        )} />
    </SimpleForm>
  );
}
