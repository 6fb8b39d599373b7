import { useMemo } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { themeStudio } from '../../../shared/api/catalogue/theme-config';
import type { ThemeDocument } from '../../../shared/schema/theme-config';
import { DraftBar, useDraftDocument, type ChangeLabels } from '../../components/drafts';
import { GuiseEditor } from './GuiseEditor';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { ThemesEditor } from './ThemesEditor';

const draftBody = (state: { body: ThemeDocument }): ThemeDocument => state.body;

/** Themes and guise (menu homePageConfig): the draft bar, the platform's themes and the school's logo and name. */
export function ThemePage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(themeStudio.draft, draftBody);
  const area = useMemo(() => ({ calls: themeStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({
    fieldLabel: (key) => ({ themes: t('themeConfig.themes.heading'), themeName: t('themeConfig.themes.name'), themeColor: t('themeConfig.themes.color'), defaultThemeId: t('themeConfig.themes.isDefault'),
      guise: t('themeConfig.guise.heading'), schoolName: t('themeConfig.guise.schoolName'), logo: t('themeConfig.guise.logo') } as Record<string, string>)[key],
  }), [t]);

  if (load.kind === 'loading') return <CircularProgress aria-label={t('themeConfig.title')} sx={{ m: 3 }} />;
  if (load.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('themeConfig.retry')}</Button>}>
        {t('themeConfig.loadFailed')}：{load.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels} onDraftReplaced={replaced}
        renderPreview={(theme) => (
          <Box>
            <Typography sx={{ mb: 1 }}>{t('themeConfig.previewDefault')}：{theme.themeName}</Typography>
            <Box sx={{ bgcolor: theme.themeColor, color: '#fff', px: 2, py: 1.5, borderRadius: 1 }}>{theme.themeName}</Box>
          </Box>
        )} />
      <ThemesEditor key={`themes-${generation}-${edits}`} doc={load.doc} onSaved={changed} />
      <GuiseEditor key={`guise-${generation}-${edits}`} guise={load.doc.guise} onSaved={changed} />
    </Box>
  );
}
