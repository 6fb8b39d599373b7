import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, TextField, Typography } from '@mui/material';
import { commonToolVerifyUrl } from '../../../shared/api/catalogue/prelogin-config';
import type { VerifyUrlResult } from '../../../shared/schema/prelogin-config';
import { messageOf } from '../../components/drafts/errors';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

export interface ToolUrlFieldProps {
  value: string;
  onChange(value: string): void;
  /** The save's refusal of this field, if any. */
  error: string | undefined;
}

/** A tool's address with verifyUrl's verdict beside it (checked on leaving the field, or on 检查地址). */
export function ToolUrlField({ value, onChange, error }: ToolUrlFieldProps) {
  const { t } = useStudioTranslation();
  const send = useSend();
  const [verdict, setVerdict] = useState<(VerifyUrlResult & { url: string }) | null>(null);
  const [checking, setChecking] = useState(false);

  async function check() {
    if (value.trim() === '' || verdict?.url === value) return;
    setChecking(true);
    try {
      setVerdict({ ...(await send(commonToolVerifyUrl, { url: value })), url: value });
    } catch (failure) {
      setVerdict({ ok: false, msg: messageOf(failure), url: value });
    } finally {
      setChecking(false);
    }
  }

  const current = verdict?.url === value ? verdict : null;
  const message = error ?? (current && !current.ok ? current.msg : undefined);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', flex: '2 1 260px', minWidth: 0 }}>
      <TextField size="small" label={t('preLogin.tools.url')} value={value} onChange={(e) => { onChange(e.target.value); }} onBlur={() => { void check(); }}
        error={Boolean(message)} helperText={message} sx={{ flex: '1 1 200px', minWidth: 0 }} />
      <Button size="small" onClick={() => { void check(); }} disabled={checking} sx={{ mt: 0.5 }}>{checking ? t('preLogin.tools.checking') : t('preLogin.tools.check')}</Button>
      {/* A refusal is the field's own error text; only a passed check needs a line of its own. */}
      {current?.ok ? (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, fontSize: 13, color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" />{current.msg}
        </Typography>
      ) : null}
    </Box>
  );
}
