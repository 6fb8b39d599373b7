import { useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { directorySyncTest } from '../../../shared/api/catalogue/directory-sync';
import type { DirectorySyncSettingsInput, DirectoryTestResult } from '../../../shared/schema/directory-sync';
import { errorMessage } from '../../../shared/api/error-message';
import { useSend } from '../../data-provider/use-call';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/**
 * 测试连接 with the values in the form, saved or not (the stored password when none is typed): a bind, the bases,
 * one entry. The server answers what is wrong in Chinese; the answer shows under the button.
 */
export function TestConnection() {
  const { t } = useStudioTranslation();
  const send = useSend();
  const form = useFormContext<DirectorySyncSettingsInput>();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<DirectoryTestResult | { ok: false; message: string } | null>(null);

  async function test() {
    const v = form.getValues();
    setTesting(true);
    setResult(null);
    try {
      setResult(await send(directorySyncTest, {
        url: v.url.trim(), bindDn: v.bindDn.trim(), bindPassword: v.bindPassword ?? '', peopleBase: v.peopleBase.trim(),
        departmentsBase: v.departmentsBase.trim(), timeoutSeconds: Number(v.timeoutSeconds),
      }));
    } catch (error) {
      // A refusal of the input itself (say an address that is not ldap://) is a message like any other.
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setTesting(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2, width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={() => { void test(); }} disabled={testing} startIcon={testing ? <CircularProgress size={16} /> : undefined}>
          {testing ? t('directorySyncConfig.testing') : t('directorySyncConfig.test')}
        </Button>
      </Box>
      {result && <Alert severity={result.ok ? 'success' : 'error'} role="status">{result.message}</Alert>}
    </Box>
  );
}
