import { useId, useState } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { savePreLoginConfig } from '../../../shared/api/catalogue/prelogin';
import type { PreLoginFooter } from '../../../shared/schema/prelogin';
import type { PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useSave } from './use-save';

const FIELDS = ['copyright', 'address', 'phone', 'email', 'icp'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = { copyright: 200, address: 200, phone: 32, email: 100, icp: 64 };

export interface FooterEditorProps {
  doc: PreLoginDocument;
  onSaved(): void;
}

/** The landing page's footer (getFooterInfo): copyright, address, phone, e-mail and ICP number. */
export function FooterEditor({ doc, onSaved }: FooterEditorProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const headingId = useId();
  const [footer, setFooter] = useState<PreLoginFooter>(doc.config.footer);
  const { run, saving, fieldErrors, error } = useSave(t('preLogin.saved'), onSaved);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 560 }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('preLogin.tabs.footer')}</Typography>
      {FIELDS.map((field) => (
        <TextField key={field} fullWidth size="small" margin="dense" label={t(`preLogin.footer.${field}`)} value={footer[field]}
          onChange={(e) => { setFooter({ ...footer, [field]: e.target.value }); }}
          error={Boolean(fieldErrors[`footer.${field}`])} helperText={fieldErrors[`footer.${field}`]} slotProps={{ htmlInput: { maxLength: MAX[field] } }} />
      ))}
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Button variant="contained" disabled={saving} sx={{ mt: 2 }}
        onClick={() => { void run(() => send(savePreLoginConfig, { ...doc.config, footer })); }}>{t('preLogin.save')}</Button>
    </Box>
  );
}
