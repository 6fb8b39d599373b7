import { useId, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { savePreLoginConfig } from '../../../shared/api/catalogue/prelogin';
import { preLoginIsHasCommonTool } from '../../../shared/api/catalogue/prelogin-config';
import type { PreLoginColumn } from '../../../shared/schema/prelogin';
import type { PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { SortableList, SortableRow } from '../../components/sortable';
import { useCallQuery, useSend } from '../../data-provider/use-call';
import { ColourField } from '../theme/ColourField';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { useSave } from './use-save';

export interface ColumnsEditorProps {
  doc: PreLoginDocument;
  onSaved(): void;
}

/** Titles used by more than one column: repetitiveName's rule over the unsaved list, shown beside each field. */
function repeatedTitles(columns: readonly PreLoginColumn[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const c of columns) (seen.has(c.title.trim()) ? repeated : seen).add(c.title.trim());
  return repeated;
}

/** The landing page's columns: drag (or keyboard) to order, a switch to show, a name each; page title and colour. */
export function ColumnsEditor({ doc, onSaved }: ColumnsEditorProps) {
  const { t } = useStudioTranslation();
  const headingId = useId();
  const [columns, setColumns] = useState(() => [...doc.config.columns].sort((a, b) => a.sort - b.sort));
  const [pageTitle, setPageTitle] = useState(doc.config.pageTitle);
  const [pageTitleEn, setPageTitleEn] = useState(doc.config.pageTitleEn ?? '');
  const [landingColor, setLandingColor] = useState(doc.config.landingColor);
  const [announce, setAnnounce] = useState('');
  const send = useSend();
  const { run, saving, fieldErrors, error } = useSave(t('preLogin.saved'), onSaved);
  const repeated = repeatedTitles(columns);

  // Read again each time the editor opens (a save or a replaced draft remounts it); only an answer read since then
  // warns, and a failed read warns of nothing.
  const toolState = useCallQuery(preLoginIsHasCommonTool, {});
  const missingTools = toolState.isFetchedAfterMount && toolState.data?.hasCommonTool === false
    && doc.config.columns.some((c) => c.key === 'commonTool' && c.visible);

  function onMove(activeKey: string, overKey: string) {
    const from = columns.findIndex((c) => c.key === activeKey);
    const to = columns.findIndex((c) => c.key === overKey);
    if (from < 0 || to < 0) return;
    const next = arrayMove(columns, from, to);
    setColumns(next);
    setAnnounce(t('preLogin.columns.moved', { name: next[to]?.title ?? '', pos: to + 1 }));
  }

  const update = (key: string, change: Partial<PreLoginColumn>) =>
    setColumns((list) => list.map((c) => (c.key === key ? { ...c, ...change } : c)));

  const save = () => run(() => send(savePreLoginConfig, {
    ...doc.config, pageTitle, pageTitleEn, landingColor, columns: columns.map((c, i) => ({ ...c, sort: i + 1 })),
  }));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 0.5 }}>{t('preLogin.columns.heading')}</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }}>{t('preLogin.columns.help')}</Typography>
      {missingTools ? <Alert severity="warning" sx={{ mb: 1 }}>{t('preLogin.columns.noTools')}</Alert> : null}
      <SortableList ids={columns.map((c) => c.key)} onMove={onMove} aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
        {columns.map((column, index) => {
          const titleError = repeated.has(column.title.trim()) ? t('preLogin.columns.repeated') : fieldErrors[`columns.${index}.title`];
          return (
            <SortableRow key={column.key} id={column.key} handleLabel={t('preLogin.columns.handle', { name: column.title })} roleDescription={t('preLogin.columns.roleDescription')}
              data-column-key={column.key} sx={{ gap: 1, flexWrap: 'wrap' }}>
              <TextField size="small" label={t('preLogin.columns.title')} value={column.title} onChange={(e) => { update(column.key, { title: e.target.value }); }}
                error={Boolean(titleError)} helperText={titleError} sx={{ flex: '1 1 180px', minWidth: 0 }} slotProps={{ htmlInput: { maxLength: 20 } }} />
              <TextField size="small" label={t('preLogin.columns.titleEn')} value={column.titleEn ?? ''} onChange={(e) => { update(column.key, { titleEn: e.target.value }); }}
                error={Boolean(fieldErrors[`columns.${index}.titleEn`])} helperText={fieldErrors[`columns.${index}.titleEn`]}
                sx={{ flex: '1 1 180px', minWidth: 0 }} slotProps={{ htmlInput: { maxLength: 60, lang: 'en' } }} />
              <FormControlLabel control={<Switch checked={column.visible} onChange={(e) => { update(column.key, { visible: e.target.checked }); }} />}
                label={t('preLogin.columns.visible')} />
            </SortableRow>
          );
        })}
      </SortableList>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{announce}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <TextField label={t('preLogin.columns.pageTitle')} value={pageTitle} onChange={(e) => { setPageTitle(e.target.value); }} size="small"
          error={Boolean(fieldErrors.pageTitle)} helperText={fieldErrors.pageTitle} sx={{ minWidth: 240 }} />
        <TextField label={t('preLogin.columns.pageTitleEn')} value={pageTitleEn} onChange={(e) => { setPageTitleEn(e.target.value); }} size="small"
          error={Boolean(fieldErrors.pageTitleEn)} helperText={fieldErrors.pageTitleEn ?? t('studio.englishHelp')} sx={{ minWidth: 240 }}
          slotProps={{ htmlInput: { lang: 'en' } }} />
        <ColourField label={t('preLogin.columns.landingColor')} value={landingColor} onChange={setLandingColor} error={fieldErrors.landingColor} />
      </Stack>
      {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      <Button variant="contained" onClick={() => { void save(); }} disabled={saving || repeated.size > 0} sx={{ mt: 2 }}>{t('preLogin.save')}</Button>
    </Box>
  );
}
