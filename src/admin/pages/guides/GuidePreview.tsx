import { Box, Typography } from '@mui/material';
import type { GuidePreview as Preview } from '../../../shared/schema/guide-config';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The guides a role could open once the draft is published. */
export function GuidePreview({ preview }: { preview: Preview }) {
  const { t } = useStudioTranslation();
  if (preview.length === 0) return <Typography>{t('guideConfig.previewEmpty')}</Typography>;
  return (
    <Box sx={{ maxHeight: 420, overflowY: 'auto' }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('guideConfig.previewCount', { n: preview.length })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {preview.map((g) => <li key={g.serviceId}>{g.serviceName}（{g.serviceDeptName}）· {t('guideConfig.previewRow', { steps: g.stepCount, materials: g.materialCount })}</li>)}
      </Box>
    </Box>
  );
}
