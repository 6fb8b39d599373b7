import { useId, useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { guiseLogoSubmit } from '../../../shared/api/catalogue/theme-config';
import type { Guise } from '../../../shared/schema/theme-config';
import { useSend } from '../../data-provider/use-call';
import { useSave } from '../prelogin/use-save';
import { ImageInput } from './ImageInput';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface GuiseEditorProps {
  guise: Guise;
  onSaved(): void;
}

/** The school's name and logo on the landing header (platformapplyguiselogo). */
export function GuiseEditor({ guise, onSaved }: GuiseEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const headingId = useId();
  const [value, setValue] = useState(guise);
  const { run, saving, fieldErrors, error } = useSave(t('themeConfig.saved'), onSaved);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, maxWidth: 560 }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('themeConfig.guise.heading')}</Typography>
      <TextField fullWidth size="small" margin="dense" label={t('themeConfig.guise.schoolName')} value={value.schoolName}
        onChange={(e) => { setValue({ ...value, schoolName: e.target.value }); }} error={Boolean(fieldErrors.schoolName)} helperText={fieldErrors.schoolName}
        slotProps={{ htmlInput: { maxLength: 50 } }} />
      <Box sx={{ mt: 1 }}>
        <ImageInput label={t('themeConfig.guise.logo')} uploadLabel={t('themeConfig.guise.upload')} value={value.logo}
          onChange={(logo) => { setValue({ ...value, logo }); }} error={fieldErrors.logo} />
      </Box>
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Button variant="contained" disabled={saving} sx={{ mt: 2 }}
        onClick={() => { void run(() => send(guiseLogoSubmit, value)); }}>{t('themeConfig.save')}</Button>
    </Box>
  );
}
