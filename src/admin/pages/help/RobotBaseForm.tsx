import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, Paper, Switch, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import type { z } from 'zod/mini';
import { robotBaseSubmit } from '../../../shared/api/catalogue/help-config';
import { robotBaseSchema, type RobotBase } from '../../../shared/schema/help-config';
import { useSend } from '../../data-provider/use-call';
import { applyServerErrors } from './server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

// The schema the server validates with: the form refuses what the server would, in the same words.
const resolver = zodResolver(robotBaseSchema);
const FIELDS = ['robotName', 'greeting', 'isOpen'] as const;

export interface RobotBaseFormProps {
  base: RobotBase;
  onSaved(): void;
}

/** The robot's name, greeting and switch (questionbasicconfig); saving changes the draft. */
export function RobotBaseForm({ base, onSaved }: RobotBaseFormProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RobotBase, unknown, z.output<typeof robotBaseSchema>>({ resolver, defaultValues: base });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(robotBaseSubmit, values);
      notify(t('helpConfig.savedDraft'), { type: 'success' });
      form.reset(values);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors<RobotBase>(error, FIELDS, setError));
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="robot-base-title" sx={{ p: 2 }}>
      <Typography id="robot-base-title" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 2 }}>{t('helpConfig.robot.baseTitle')}</Typography>
      {formError !== null ? <Alert severity="error" role="alert" sx={{ mb: 2 }}>{formError}</Alert> : null}
      <Box component="form" noValidate onSubmit={(event) => { void submit(event); }} sx={{ display: 'grid', gap: 2 }}>
        <Controller control={control} name="robotName" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('helpConfig.robot.robotName')} required error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
        )} />
        <Controller control={control} name="greeting" render={({ field, fieldState }) => (
          <TextField color="secondary" {...field} label={t('helpConfig.robot.greeting')} required multiline minRows={2} error={fieldState.error !== undefined}
            helperText={fieldState.error?.message} />
        )} />
        <Controller control={control} name="isOpen" render={({ field }) => (
          <FormControlLabel label={t('helpConfig.robot.isOpen')}
            control={<Switch checked={field.value === 1} onChange={(event) => { field.onChange(event.target.checked ? 1 : 0); }} />} />
        )} />
        <Box>
          <Button color="secondary" type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>{t('helpConfig.save')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
