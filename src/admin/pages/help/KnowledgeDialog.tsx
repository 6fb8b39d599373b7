import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Switch, TextField,
} from '@mui/material';
import type { z } from 'zod/mini';
import { knowledgeSubmit } from '../../../shared/api/catalogue/robot';
import { knowledgeSubmitSchema, type KnowledgeItem, type SceneOption } from '../../../shared/schema/robot';
import { useSend } from '../../data-provider/use-call';
import { KeywordsField } from './KeywordsField';
import { applyServerErrors } from './server-errors';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const resolver = zodResolver(knowledgeSubmitSchema);
type Input = z.input<typeof knowledgeSubmitSchema>;
const FIELDS = ['sceneId', 'question', 'answer', 'keywords', 'visibility', 'isRecommended', 'status', 'sort'] as const;

export interface KnowledgeDialogProps {
  item: KnowledgeItem | null;
  scenes: readonly SceneOption[];
  onClose(): void;
  onSaved(): void;
}

function defaultsOf(item: KnowledgeItem | null, scenes: readonly SceneOption[]): Input {
  if (!item) return { sceneId: scenes[0]?.value ?? '', question: '', answer: '', keywords: [], serviceIds: [], visibility: 'public', isRecommended: false, status: 1, sort: 0 };
  const { questionId, sceneId, question, answer, keywords, serviceIds, visibility, isRecommended, status, sort } = item;
  return { questionId, sceneId, question, answer, keywords, serviceIds, visibility, isRecommended, status, sort };
}

/** Adds or changes one question of the knowledge base; live at once (the robot's index follows on every server). */
export function KnowledgeDialog({ item, scenes, onClose, onSaved }: KnowledgeDialogProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, z.output<typeof knowledgeSubmitSchema>>({ resolver, defaultValues: defaultsOf(item, scenes) });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send(knowledgeSubmit, values);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors<Input>(error, FIELDS, setError));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="knowledge-dialog-title">
      <form noValidate onSubmit={(event) => { void submit(event); }}>
        <DialogTitle id="knowledge-dialog-title">{item ? t('helpConfig.knowledge.editQuestion') : t('helpConfig.knowledge.newQuestion')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError !== null ? <Alert severity="error" role="alert">{formError}</Alert> : null}
          <Controller control={control} name="sceneId" render={({ field, fieldState }) => (
            <TextField color="secondary" select {...field} label={t('helpConfig.knowledge.scene')} required error={fieldState.error !== undefined} helperText={fieldState.error?.message}>
              {scenes.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
            </TextField>
          )} />
          <Controller control={control} name="question" render={({ field, fieldState }) => (
            <TextField color="secondary" {...field} label={t('helpConfig.knowledge.question')} required autoFocus error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
          )} />
          <Controller control={control} name="answer" render={({ field, fieldState }) => (
            <TextField color="secondary" {...field} label={t('helpConfig.knowledge.answer')} required multiline minRows={4} error={fieldState.error !== undefined} helperText={fieldState.error?.message} />
          )} />
          <Controller control={control} name="keywords" render={({ field, fieldState }) => (
            <KeywordsField label={t('helpConfig.knowledge.keywords')} value={field.value ?? []} error={fieldState.error?.message} onChange={field.onChange} />
          )} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller control={control} name="visibility" render={({ field }) => (
              <TextField color="secondary" select {...field} label={t('helpConfig.knowledge.visibility')}>
                <MenuItem value="public">{t('helpConfig.knowledge.visibilityPublic')}</MenuItem>
                <MenuItem value="user">{t('helpConfig.knowledge.visibilityUser')}</MenuItem>
              </TextField>
            )} />
            <Controller control={control} name="sort" render={({ field, fieldState }) => (
              <TextField color="secondary" type="number" label={t('helpConfig.knowledge.sort')} value={field.value ?? 0} error={fieldState.error !== undefined}
                helperText={fieldState.error?.message} onChange={(e) => { field.onChange(e.target.value === '' ? 0 : Number(e.target.value)); }} />
            )} />
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Controller control={control} name="status" render={({ field }) => (
              <FormControlLabel label={t('helpConfig.knowledge.online')} control={<Switch checked={field.value === 1} onChange={(e) => { field.onChange(e.target.checked ? 1 : 0); }} />} />
            )} />
            <Controller control={control} name="isRecommended" render={({ field }) => (
              <FormControlLabel label={t('helpConfig.knowledge.isRecommended')} control={<Switch checked={field.value === true} onChange={(e) => { field.onChange(e.target.checked); }} />} />
            )} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('helpConfig.cancel')}</Button>
          <Button color="secondary" type="submit" variant="contained" disabled={formState.isSubmitting}>{t('helpConfig.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
