import { Box, Chip, Paper, Typography } from '@mui/material';
import type { HelpPreview as Preview } from '../../../shared/schema/help-config';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/** The robot panel as a role would see it from the draft: its name, greeting and the scenes with questions. */
export function HelpPreview({ preview }: { preview: Preview }) {
  const { t } = useStudioTranslation();
  if (preview.base.isOpen !== 1) return <Typography sx={{ color: 'text.secondary' }}>{t('helpConfig.robot.previewOff')}</Typography>;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>{preview.base.robotName}</Typography>
      <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{preview.base.greeting}</Typography>
      {preview.scenes.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('helpConfig.robot.previewEmpty')}</Typography> : (
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {preview.scenes.map((scene) => <li key={scene.sceneId}><Chip label={`${scene.sceneName} (${scene.questionCount})`} /></li>)}
        </Box>
      )}
    </Paper>
  );
}
