import { useMemo } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { efficiencyStudio } from '../../../shared/api/catalogue/efficiency';
import type { ReportConfig } from '../../../shared/schema/efficiency';
import { DraftBar, useDraftDocument, type ChangeLabels } from '../../components/drafts';
import { ConfigEditor } from './ConfigEditor';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

const draftBody = (state: { body: ReportConfig }): ReportConfig => state.body;

/**
 * Efficiency monitoring (menu effectivenessMonitoringConfig, ROUTE-08): which blocks and indicators the efficiency
 * page shows, as a draft that reaches users when published (ADR 009, 010).
 */
export function EfficiencyConfigPage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(efficiencyStudio.draft, draftBody);
  const area = useMemo(() => ({ calls: efficiencyStudio }), []);
  const labels = useMemo<ChangeLabels>(() => ({
    fieldLabel: (key) => ({ blocks: t('efficiencyConfig.blocksHeading'), indicators: t('efficiencyConfig.indicatorsHeading'), defaultTrendUnit: t('efficiencyConfig.trendUnit'), topSize: t('efficiencyConfig.topSize'), title: t('efficiencyConfig.pageTitle') } as Record<string, string>)[key],
  }), [t]);

  if (load.kind === 'loading') return <CircularProgress aria-label={t('efficiencyConfig.title')} sx={{ m: 3 }} />;
  if (load.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('efficiencyConfig.retry')}</Button>}>
        {t('efficiencyConfig.loadFailed')}：{load.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels} onDraftReplaced={replaced}
        renderPreview={(config) => (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{config.title}</Typography>
            <Typography sx={{ mt: 1 }}>{t('efficiencyConfig.previewShown')}：{config.blocks.filter((b) => b.visible).map((b) => t(`efficiencyConfig.blocks.${b.key}`)).join('、')}</Typography>
          </Box>
        )} />
      {/* Keyed by the document itself: the form starts again from what the server holds once a save or publish reloads it. */}
      <ConfigEditor key={`${generation}-${JSON.stringify(load.doc)}`} doc={load.doc} onSaved={changed} />
    </Box>
  );
}
