import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Tab, Tabs } from '@mui/material';
import { preLoginColumnDetail, preLoginStudio } from '../../../shared/api/catalogue/prelogin-config';
import type { PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { DraftBar, useDraftDocument, type ChangeLabels } from '../../components/drafts';
import { CarouselEditor } from './CarouselEditor';
import { ColumnsEditor } from './ColumnsEditor';
import { FooterNote } from './FooterNote';
import { PreLoginPreview } from './PreLoginPreview';
import { StatisticsEditor } from './StatisticsEditor';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';
import { ToolsEditor } from './ToolsEditor';

const SECTIONS = ['columns', 'carousel', 'statistics', 'footer', 'tools'] as const;
type Section = (typeof SECTIONS)[number];


const asIs = (doc: PreLoginDocument): PreLoginDocument => doc;

/**
 * The preLoginConfig page: the draft bar above, then one section at a time (columns, carousel, figures, footer,
 * tools). Every save changes the draft; the landing page changes when it is published.
 */
export function PreLoginPage() {
  const { t } = useStudioTranslation();
  const { load, roles, edits, generation, reload, changed, replaced } = useDraftDocument(preLoginColumnDetail, asIs);
  const [section, setSection] = useState<Section>('columns');
  const area = useMemo(() => ({ calls: preLoginStudio }), []);
  const labels = useMemo<ChangeLabels>(() => {
    const fields: Record<string, string> = {
      columns: t('preLogin.tabs.columns'), carousel: t('preLogin.tabs.carousel'), statistics: t('preLogin.tabs.statistics'),
      footer: t('preLogin.tabs.footer'), tools: t('preLogin.tabs.tools'),
      config: t('preLogin.title'), pageTitle: t('preLogin.columns.pageTitle'), landingColor: t('preLogin.columns.landingColor'),
      pageTitleEn: t('preLogin.columns.pageTitleEn'), titleEn: t('preLogin.columns.titleEn'),
    };
    return { fieldLabel: (key) => fields[key] };
  }, [t]);

  if (load.kind === 'loading') return <CircularProgress aria-label={t('preLogin.title')} sx={{ m: 3 }} />;
  if (load.kind === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('preLogin.retry')}</Button>}>
        {t('preLogin.loadFailed')}：{load.message}
      </Alert>
    );
  }
  const { doc } = load;
  // Each section starts from the draft it was opened on; a replaced draft (publish, discard, rollback) remounts them.
  const key = `${section}-${generation}-${edits}`;
  const props = { doc, onSaved: changed };

  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(preview) => <PreLoginPreview preview={preview} />} onDraftReplaced={replaced} />
      <Tabs value={section} onChange={(_e, next: Section) => { setSection(next); }} variant="scrollable" allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {SECTIONS.map((s) => <Tab key={s} value={s} label={t(`preLogin.tabs.${s}`)} />)}
      </Tabs>
      {section === 'columns' ? <ColumnsEditor key={key} {...props} /> : null}
      {section === 'carousel' ? <CarouselEditor key={key} {...props} /> : null}
      {section === 'statistics' ? <StatisticsEditor key={key} {...props} /> : null}
      {section === 'footer' ? <FooterNote /> : null}
      {section === 'tools' ? <ToolsEditor key={key} {...props} /> : null}
    </Box>
  );
}
