import { useId, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import { savePreLoginConfig } from '../../../shared/api/catalogue/prelogin';
import { preLoginCarouselSave } from '../../../shared/api/catalogue/prelogin-config';
import { fileUrl } from '../../../shared/rules/file-url';
import type { CarouselItem, PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { messageOf } from '../../components/drafts/errors';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useUploadImage } from './upload-image';
import { useSave } from './use-save';

type Slide = Omit<CarouselItem, 'id'> & { id?: string; key: string };

export interface CarouselEditorProps {
  doc: PreLoginDocument;
  onSaved(): void;
}

let counter = 0;
const localKey = () => `new-${(counter += 1)}`;

/** Carousel images in order (up / down), each uploaded through the studio's upload call, with a title and a link. */
export function CarouselEditor({ doc, onSaved }: CarouselEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const uploadImage = useUploadImage();
  const headingId = useId();
  const [slides, setSlides] = useState<Slide[]>(() => doc.carousel.map((c) => ({ ...c, key: c.id })));
  const [enabled, setEnabled] = useState(doc.config.carousel.enabled);
  const [intervalMs, setIntervalMs] = useState(doc.config.carousel.intervalMs);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { run, saving, fieldErrors, error } = useSave(t('preLogin.saved'), onSaved);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const stored = await uploadImage(file);
      setSlides((list) => [...list, { key: localKey(), title: file.name.replace(/\.[^.]+$/, '').slice(0, 50), fileId: stored.fileId, linkUrl: '' }]);
    } catch (failure) {
      setUploadError(messageOf(failure));
    } finally {
      setUploading(false);
    }
  }

  const move = (index: number, by: number) => setSlides((list) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    return next;
  });
  const update = (key: string, change: Partial<Slide>) => setSlides((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));

  const save = () => run(async () => {
    await send(savePreLoginConfig, { ...doc.config, carousel: { enabled, intervalMs } });
    await send(preLoginCarouselSave, { items: slides.map(({ key: _key, ...s }) => s) });
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('preLogin.carousel.heading')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <FormControlLabel control={<Switch checked={enabled} onChange={(e) => { setEnabled(e.target.checked); }} />} label={t('preLogin.carousel.enabled')} />
        <TextField size="small" type="number" label={t('preLogin.carousel.interval')} value={intervalMs} onChange={(e) => { setIntervalMs(Number(e.target.value)); }}
          error={Boolean(fieldErrors['carousel.intervalMs'])} helperText={fieldErrors['carousel.intervalMs']} slotProps={{ htmlInput: { min: 2000, max: 20000, step: 500 } }} sx={{ width: 180 }} />
      </Stack>
      {slides.length === 0 ? <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('preLogin.carousel.empty')}</Typography> : null}
      <Stack spacing={1.5}>
        {slides.map((slide, index) => (
          <Box key={slide.key} data-carousel-key={slide.key}
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr auto' }, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box component="img" src={fileUrl(slide.fileId)} alt={slide.title} sx={{ width: '100%', maxWidth: 240, aspectRatio: '16 / 6', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }} />
            <Stack spacing={1}>
              <TextField size="small" label={t('preLogin.carousel.title')} value={slide.title} onChange={(e) => { update(slide.key, { title: e.target.value }); }}
                error={Boolean(fieldErrors[`items.${index}.title`])} helperText={fieldErrors[`items.${index}.title`]} slotProps={{ htmlInput: { maxLength: 50 } }} />
              <TextField size="small" label={t('preLogin.carousel.link')} value={slide.linkUrl} onChange={(e) => { update(slide.key, { linkUrl: e.target.value }); }}
                error={Boolean(fieldErrors[`items.${index}.linkUrl`] ?? fieldErrors[`items.${index}.fileId`])}
                helperText={fieldErrors[`items.${index}.linkUrl`] ?? fieldErrors[`items.${index}.fileId`] ?? t('preLogin.carousel.linkHelp')} />
            </Stack>
            <Stack direction={{ xs: 'row', sm: 'column' }}>
              <IconButton aria-label={t('preLogin.carousel.up', { name: slide.title })} disabled={index === 0} onClick={() => { move(index, -1); }}><ArrowUpwardIcon /></IconButton>
              <IconButton aria-label={t('preLogin.carousel.down', { name: slide.title })} disabled={index === slides.length - 1} onClick={() => { move(index, 1); }}><ArrowDownwardIcon /></IconButton>
              <IconButton aria-label={t('preLogin.carousel.remove', { name: slide.title })} onClick={() => { setSlides((list) => list.filter((s) => s.key !== slide.key)); }}><DeleteIcon /></IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading} sx={{ mt: 1.5 }}>
        {uploading ? t('preLogin.carousel.uploading') : t('preLogin.carousel.add')}
        <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => { void onFile(e.target.files?.[0]); e.target.value = ''; }} />
      </Button>
      {uploadError ? <Alert severity="error" sx={{ mt: 1 }}>{uploadError}</Alert> : null}
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Box><Button variant="contained" onClick={() => { void save(); }} disabled={saving} sx={{ mt: 2 }}>{t('preLogin.save')}</Button></Box>
    </Box>
  );
}
