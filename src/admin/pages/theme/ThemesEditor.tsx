import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, FormControlLabel, IconButton, Radio, Stack, TextField, Typography } from '@mui/material';
import { themeSetUpSubmit } from '../../../shared/api/catalogue/theme-config';
import type { ThemeDocument, ThemeItem } from '../../../shared/schema/theme-config';
import { useSend } from '../../data-provider/use-call';
import { useSave } from '../prelogin/use-save';
import { ColourField } from './ColourField';
import { ImageInput } from './ImageInput';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface ThemesEditorProps {
  doc: ThemeDocument;
  onSaved(): void;
}

let counter = 0;

/** themeSetUp: each theme's name, colour (with its contrast against white text), images, and which is the default. */
export function ThemesEditor({ doc, onSaved }: ThemesEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const headingId = useId();
  const [themes, setThemes] = useState<ThemeItem[]>(doc.themes);
  const [defaultId, setDefaultId] = useState(doc.defaultThemeId);
  const { run, saving, fieldErrors, error } = useSave(t('themeConfig.saved'), onSaved);
  const update = (id: string, change: Partial<ThemeItem>) => setThemes((list) => list.map((x) => (x.id === id ? { ...x, ...change } : x)));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>{t('themeConfig.themes.heading')}</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }}>{t('themeConfig.themes.help')}</Typography>
      <Stack spacing={1.5}>
        {themes.map((theme, index) => (
          <Box key={theme.id} data-theme-id={theme.id} sx={{ p: 1.5, border: 1, borderColor: theme.id === defaultId ? 'primary.main' : 'divider', borderRadius: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField size="small" label={t('themeConfig.themes.name')} value={theme.themeName} onChange={(e) => { update(theme.id, { themeName: e.target.value }); }}
                error={Boolean(fieldErrors[`themes.${index}.themeName`])} helperText={fieldErrors[`themes.${index}.themeName`]}
                slotProps={{ htmlInput: { maxLength: 32 } }} sx={{ width: 160 }} />
              <ColourField label={t('themeConfig.themes.color')} value={theme.themeColor} onChange={(themeColor) => { update(theme.id, { themeColor }); }}
                error={fieldErrors[`themes.${index}.themeColor`]} />
              <FormControlLabel control={<Radio checked={theme.id === defaultId} onChange={() => { setDefaultId(theme.id); }} />} label={t('themeConfig.themes.isDefault')} />
              <IconButton aria-label={t('themeConfig.themes.remove', { name: theme.themeName })} disabled={themes.length <= 1 || theme.id === defaultId}
                onClick={() => { setThemes((list) => list.filter((x) => x.id !== theme.id)); }} sx={{ ml: 'auto' }}><DeleteIcon /></IconButton>
            </Box>
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mt: 1 }}>
              <TextField size="small" label={t('themeConfig.themes.border')} value={theme.themeImgBorderColor} onChange={(e) => { update(theme.id, { themeImgBorderColor: e.target.value.trim() }); }}
                error={Boolean(fieldErrors[`themes.${index}.themeImgBorderColor`])} helperText={fieldErrors[`themes.${index}.themeImgBorderColor`]} sx={{ width: 150 }} />
              <ImageInput label={t('themeConfig.themes.image')} uploadLabel={t('themeConfig.themes.upload')} clearLabel={t('themeConfig.themes.clear')} value={theme.themeImg}
                onChange={(themeImg) => { update(theme.id, { themeImg }); }} error={fieldErrors[`themes.${index}.themeImg`]} />
              <ImageInput label={t('themeConfig.themes.waiting')} uploadLabel={t('themeConfig.themes.upload')} clearLabel={t('themeConfig.themes.clear')} value={theme.waitingBgImg}
                onChange={(waitingBgImg) => { update(theme.id, { waitingBgImg }); }} error={fieldErrors[`themes.${index}.waitingBgImg`]} />
            </Box>
          </Box>
        ))}
      </Stack>
      <Button variant="outlined" startIcon={<AddIcon />} sx={{ mt: 1.5 }}
        onClick={() => { setThemes((list) => [...list, { id: `new-${(counter += 1)}`, themeName: `${t('themeConfig.themes.newName')}${list.length + 1}`, themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', waitingBgImg: '' }]); }}>
        {t('themeConfig.themes.add')}
      </Button>
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Box><Button variant="contained" disabled={saving} sx={{ mt: 2 }}
        onClick={() => { void run(() => send(themeSetUpSubmit, { themes, defaultThemeId: defaultId })); }}>{t('themeConfig.save')}</Button></Box>
    </Box>
  );
}
