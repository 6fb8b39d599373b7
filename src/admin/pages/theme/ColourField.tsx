import { useId } from 'react';
import { Box, Chip, TextField } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { CONTRAST_AA_LARGE, CONTRAST_AA_TEXT, contrastWithWhite } from '../../../shared/schema/theme-config';

export interface ColourFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

const WORDS = {
  'zh-CN': { good: '白字清晰', large: '仅适合大字', poor: '白字难以辨认', pick: '选择颜色', ratio: '与白色文字的对比度' },
  en: { good: 'White text reads well', large: 'Large text only', poor: 'White text is hard to read', pick: 'Pick a colour', ratio: 'Contrast with white text' },
};

/**
 * A #RRGGBB colour with a picker, a sample of white text on it and its WCAG contrast against white: the portal writes
 * white on the theme colour (headers, buttons), so a pale colour is flagged before it is saved.
 */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const [locale] = useLocaleState();
  const w = locale === 'en' ? WORDS.en : WORDS['zh-CN'];
  const hintId = useId();
  const ratio = contrastWithWhite(value);
  const valid = Number.isFinite(ratio);
  const verdict = !valid ? null : ratio >= CONTRAST_AA_TEXT ? 'good' : ratio >= CONTRAST_AA_LARGE ? 'large' : 'poor';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
      <TextField size="small" label={label} value={value} onChange={(e) => { onChange(e.target.value.trim()); }}
        error={Boolean(error) || (!valid && value !== '')} helperText={error}
        slotProps={{ htmlInput: { maxLength: 7, 'aria-describedby': hintId } }} sx={{ width: 150 }} />
      <Box component="input" type="color" aria-label={`${w.pick}：${label}`} value={valid ? value.toLowerCase() : '#000000'}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => { onChange(e.target.value); }}
        sx={{ width: 40, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }} />
      <Box id={hintId} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        {valid ? (
          <>
            <Box aria-hidden sx={{ bgcolor: value, color: '#fff', px: 1.5, py: 0.75, borderRadius: 1, fontSize: 14, whiteSpace: 'nowrap' }}>Aa 文字</Box>
            <Chip size="small" variant="outlined" color={verdict === 'good' ? 'success' : verdict === 'large' ? 'warning' : 'error'}
              label={`${w.ratio} ${ratio.toFixed(2)}:1 · ${verdict === 'good' ? w.good : verdict === 'large' ? w.large : w.poor}`} />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
