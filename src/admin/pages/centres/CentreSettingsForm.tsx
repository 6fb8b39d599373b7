import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, MenuItem, Paper, Switch, TextField, Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import type { z } from 'zod/mini';
import type { CentreCalls } from '../../../shared/api/catalogue/centre-config';
import { centreSettingsSchema, type CentreFilters, type CentreSettings } from '../../../shared/schema/centre-config';
import { DIRECTORY_SORTS } from '../../../shared/schema/directory';
import { useSend } from '../../data-provider/use-call';
import { applyServerErrors } from '../help/server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const resolver = zodResolver(centreSettingsSchema);
const FIELDS = ['title', 'subtitle', 'filters', 'showShelfTabs', 'defaultSort'] as const;
const FILTER_KEYS = ['dept', 'scene', 'type', 'processType'] as const satisfies readonly (keyof CentreFilters)[];

export interface CentreSettingsFormProps {
  calls: CentreCalls;
  settings: CentreSettings;
  onSaved(): void;
}

/** A centre's title, subtitle, filters, shelf tabs and default sort; saving changes the draft. */
export function CentreSettingsForm({ calls, settings, onSaved }: CentreSettingsFormProps) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const send = useSend();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CentreSettings, unknown, z.output<typeof centreSettingsSchema>>({ resolver, defaultValues: settings });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(calls.submit, values);
      notify(t('centres.savedDraft'), { type: 'success' });
      form.reset(values);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors<CentreSettings>(error, FIELDS, setError));
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="centre-settings-title" sx={{ p: 2 }}>
      <Typography id="centre-settings-title" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 2 }}>{t('centres.settings')}</Typography>
      {formError !== null ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{formError}</Alert> : null}
      <Box component="form" noValidate onSubmit={(event) => { void submit(event); }} sx={{ display: 'grid', gap: 2 }}>
        <Controller control={control} name="title" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('centres.title')} error={fieldState.error !== undefined} helperText={fieldState.error?.message ?? t('centres.titleHelp')} />
        )} />
        <Controller control={control} name="subtitle" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('centres.subtitle')} multiline minRows={2} error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
        )} />
        <Controller control={control} name="filters" render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('centres.filtersLabel')}</FormLabel>
            <FormGroup row>
              {FILTER_KEYS.map((key) => (
                <FormControlLabel key={key} label={t(`centres.filters.${key}`)}
                  control={<Checkbox checked={field.value[key]} onChange={(e) => { field.onChange({ ...field.value, [key]: e.target.checked }); }} />} />
              ))}
            </FormGroup>
          </FormControl>
        )} />
        <Controller control={control} name="showShelfTabs" render={({ field }) => (
          <FormControlLabel label={t('centres.showShelfTabs')} control={<Switch checked={field.value} onChange={(e) => { field.onChange(e.target.checked); }} />} />
        )} />
        <Controller control={control} name="defaultSort" render={({ field, fieldState }) => (
          <TextField color="secondary" select {...field} label={t('centres.defaultSort')} error={fieldState.error !== undefined} helperText={fieldState.error?.message} sx={{ maxWidth: 240 }}>
            {DIRECTORY_SORTS.map((sort) => <MenuItem key={sort} value={sort}>{t(`centres.sorts.${sort}`)}</MenuItem>)}
          </TextField>
        )} />
        <Box>
          <Button color="secondary" type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>{t('centres.save')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
