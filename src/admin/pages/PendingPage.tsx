import { Box, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useStudioTranslation } from '../i18n/use-studio-translation';

/** An entry of the user's menu whose page is not built yet: says so, and shows nothing that is not there. */
export function PendingPage() {
  const { t } = useStudioTranslation();
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <ConstructionIcon sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {t('studio.pendingTitle')}
      </Typography>
      <Typography>{t('studio.pendingBody')}</Typography>
    </Box>
  );
}

/** The portal's route is none of the user's entries (the guard normally stops this before the studio). */
export function NotInMenuPage() {
  const { t } = useStudioTranslation();
  return <Typography sx={{ color: 'text.secondary' }}>{t('admin.notInMenu')}</Typography>;
}
