import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import { messageOf } from '../../components/drafts/errors';
import { useUploadImage } from '../prelogin/upload-image';

export interface ImageInputProps {
  label: string;
  uploadLabel: string;
  clearLabel?: string;
  value: string;
  onChange(url: string): void;
  error?: string | undefined;
}

/** An image stored through the studio's upload call: its thumbnail, upload and (optionally) clear. */
export function ImageInput({ label, uploadLabel, clearLabel, value, onChange, error }: ImageInputProps) {
  const uploadImage = useUploadImage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {isAllowedImageUrl(value)
          ? <Box component="img" src={value} alt={label} sx={{ height: 40, maxWidth: 120, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }} />
          : <Box sx={{ width: 40, height: 40, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }} />}
        <Button component="label" size="small" variant="outlined" disabled={busy}>
          {uploadLabel}
          <input hidden type="file" accept="image/png,image/jpeg,image/gif,image/webp" aria-label={`${uploadLabel}：${label}`}
            onChange={(e) => { void onFile(e.target.files?.[0]); e.target.value = ''; }} />
        </Button>
        {clearLabel && value !== '' ? <Button size="small" onClick={() => { onChange(''); }}>{clearLabel}</Button> : null}
      </Box>
      {failure ?? error ? <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>{failure ?? error}</Alert> : null}
    </Box>
  );
}
