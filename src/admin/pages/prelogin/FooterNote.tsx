import { useId } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/**
 * The landing page's footer says what every signed-in page's footer says (ADR 032): the school's copyright,
 * address, phone, e-mail and ICP number are kept once, in 首页配置 › 页脚, so this tab says where to change them
 * instead of keeping a second copy that could disagree.
 */
export function FooterNote() {
  const { t } = useStudioTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 560 }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>{t('preLogin.tabs.footer')}</Typography>
      <Alert severity="info">{t('preLogin.footer.oneSource')}</Alert>
    </Box>
  );
}
