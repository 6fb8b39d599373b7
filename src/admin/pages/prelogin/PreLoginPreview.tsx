import { Box, Chip, Stack, Typography } from '@mui/material';
import type { PreLoginPreview as Preview } from '../../../shared/schema/prelogin-config';
import { isAllowedImageUrl } from '../../../shared/rules/file-url';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** What visitors would see from the draft: the header in the landing colour, the columns shown, images and tools. */
export function PreLoginPreview({ preview }: { preview: Preview }) {
  const { t } = useStudioTranslation();
  const { config, carousel, tools } = preview;
  const shown = config.columns.filter((c) => c.visible);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ bgcolor: config.landingColor, color: '#fff', px: 2, py: 1.5, borderRadius: 1, fontWeight: 600 }}>{config.pageTitle}</Box>
      <Typography sx={{ fontWeight: 600 }}>{t('preLogin.preview.columns')}</Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {shown.length === 0 ? t('preLogin.preview.none') : shown.map((c, i) => <Chip key={c.key} size="small" label={`${i + 1}. ${c.title}`} />)}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{t('preLogin.preview.carousel')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto' }}>
        {carousel.length === 0 ? t('preLogin.preview.none') : carousel.map((c) => (
          isAllowedImageUrl(c.imgUrl) ? <Box key={c.id} component="img" src={c.imgUrl} alt={c.title} sx={{ height: 60, borderRadius: 1 }} /> : null
        ))}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{t('preLogin.preview.tools')}</Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {tools.length === 0 ? t('preLogin.preview.none') : tools.map((tool) => <Chip key={tool.id} size="small" variant="outlined" label={tool.name} />)}
      </Box>
    </Stack>
  );
}
