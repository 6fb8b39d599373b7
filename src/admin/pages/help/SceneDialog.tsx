import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { z } from 'zod/mini';
import { sceneSubmit } from '../../../shared/api/catalogue/help-config';
import { sceneSubmitSchema, type SceneAdminItem } from '../../../shared/schema/help-config';
import { useSend } from '../../data-provider/use-call';
import { applyServerErrors } from './server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const resolver = zodResolver(sceneSubmitSchema);
type Input = z.input<typeof sceneSubmitSchema>;
const FIELDS = ['sceneName', 'icon', 'description'] as const;

export interface SceneDialogProps {
  /** The scene to change, or null for a new one. */
  scene: SceneAdminItem | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes one question scene in the draft; the server's field errors show beside the fields. */
export function SceneDialog({ scene, onClose, onSaved }: SceneDialogProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, z.output<typeof sceneSubmitSchema>>({
    resolver,
    defaultValues: scene ? { id: scene.id, sceneName: scene.sceneName, icon: scene.icon, description: scene.description } : { sceneName: '', icon: '', description: '' },
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(sceneSubmit, values);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors<Input>(error, FIELDS, setError));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scene-dialog-title">
      <form noValidate onSubmit={(event) => { void submit(event); }}>
        <DialogTitle id="scene-dialog-title">{scene ? t('helpConfig.robot.editScene', { name: scene.sceneName }) : t('helpConfig.robot.newScene')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError !== null ? <Alert severity="error" role="alert">{formError}</Alert> : null}
          <Controller control={control} name="sceneName" render={({ field, fieldState }) => (
            <TextField color="secondary" {...field} label={t('helpConfig.robot.sceneName')} required autoFocus error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
          )} />
          <Controller control={control} name="icon" render={({ field, fieldState }) => (
            <TextField color="secondary" {...field} value={field.value ?? ''} label={t('helpConfig.robot.icon')} error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'scene-life.png'} />
          )} />
          <Controller control={control} name="description" render={({ field, fieldState }) => (
            <TextField color="secondary" {...field} value={field.value ?? ''} label={t('helpConfig.robot.description')} multiline minRows={2}
              error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
          )} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('helpConfig.cancel')}</Button>
          <Button color="secondary" type="submit" variant="contained" disabled={formState.isSubmitting}>{t('helpConfig.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
