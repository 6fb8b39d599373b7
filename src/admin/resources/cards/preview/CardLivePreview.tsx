import { useMemo, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, LinearProgress, Paper, Switch, Typography } from '@mui/material';
import { CardContent, CardFrame, CardPreviewDialog, type CardLayoutMode } from '../../../../portal/features/cards';
import { I18nProvider } from '../../../../portal/lib/i18n-react';
import { createI18n } from '../../../../shared/i18n';
import { cardHeight } from '../../../../shared/rules/card-display';
import type { CardBasicConfig, CardKind, CardView, DisplayRows } from '../../../../shared/schema/cards';
import { useStudioProps } from '../../../studio-props';
import { emptyView } from './empty-view';
import { usePreviewView, type PreviewRequest } from './use-preview-view';
import { useStudioTranslation } from '../../../i18n/use-studio-translation';

const ROWS: readonly DisplayRows[] = [1, 2, 3];

export interface CardDraft {
  cardKind: CardKind;
  basicConfig: CardBasicConfig;
  url: string;
}

/**
 * The card as the portal draws it (the portal's own CardFrame and CardContent), with the form's unsaved values:
 * at 1, 2 and 3 display rows, narrow (beside the message card) or wide. Server data comes from the preview call
 * for `request` (already debounced by the caller); the last answer stays on screen while the next loads.
 */
export function CardLivePreview({ draft, request }: { draft: CardDraft; request: PreviewRequest | null }) {
  const { t } = useStudioTranslation();
  const { lang } = useStudioProps();
  // The portal's components translate through the portal's own translator, in the studio's language.
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const [wide, setWide] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { view: served, loading, error } = usePreviewView(request);
  const mode: CardLayoutMode = wide ? 'normal' : 'narrow';
  const view: CardView = {
    ...(served ?? emptyView('draft', draft.cardKind, draft.basicConfig, draft.url)),
    cardKind: draft.cardKind,
    basicConfig: draft.basicConfig,
    url: draft.url,
  };
  const name = draft.basicConfig.cardName;

  return (
    <Paper variant="outlined" component="section" aria-label={t('cardStudio.preview.title')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>{t('cardStudio.preview.title')}</Typography>
        <FormControlLabel
          control={<Switch checked={wide} onChange={(event) => setWide(event.target.checked)} />}
          label={t('cardStudio.preview.wide')}
        />
        <Button size="small" variant="outlined" onClick={() => setDialogOpen(true)}>{t('cardStudio.preview.open')}</Button>
      </Box>
      {/* A thin bar, not a skeleton: the card stays where it is while newer data loads. */}
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden', mb: 1 }} aria-hidden={!loading} />
      {error !== null ? <Alert severity="warning" sx={{ mb: 1 }}>{t('cardStudio.preview.failed', { message: error })}</Alert> : null}
      {request === null ? <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('cardStudio.preview.unsaved')}</Typography> : null}
      <I18nProvider i18n={i18n}>
        <Box sx={{ display: 'grid', gap: 2 }} data-testid="card-live-preview" data-mode={mode}>
          {ROWS.map((rows) => (
            <Box key={rows} data-rows={rows}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                {t('cardStudio.preview.rows', { rows })}
                {rows === draft.basicConfig.displayRows ? ` · ${t('cardStudio.preview.current')}` : ''}
              </Typography>
              <div className={`sh-card-preview__row sh-card-preview__row--${mode}`}>
                <CardFrame title={name} displayRows={rows} headingLevel={3}>
                  <CardContent view={{ ...view, basicConfig: { ...view.basicConfig, displayRows: rows } }} mode={mode} />
                </CardFrame>
                {/* Where the message card stands beside a narrow card, so the width it leaves is seen. */}
                {mode === 'narrow' ? (
                  <div className="sh-card-preview__message" aria-hidden="true" style={{ height: cardHeight(rows) }}>
                    {t('cardStudio.preview.messageCard')}
                  </div>
                ) : null}
              </div>
            </Box>
          ))}
        </Box>
        <CardPreviewDialog open={dialogOpen} onClose={() => setDialogOpen(false)} cardName={name} load={() => Promise.resolve(view)} />
      </I18nProvider>
    </Paper>
  );
}
