import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Paper, ScopedCssBaseline, Typography, useMediaQuery, useTheme } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { useLocation, useNavigate } from 'react-router-dom';
import '../pages/jobs/texts';
import { EntryTabs } from '../pages/home/EntryTabs';
import { HomeDraftOnHomeResources } from '../pages/home/HomeDraftSlot';
import { STUDIO_PAGES } from '../pages/registry';
import { preloadPageAt } from '../routing/preload-page';
import { entryAt } from '../routing/studio-location';
import { useStudioProps } from '../studio-props';
import { useEntryTitle } from './entry-title';
import { UnsavedChangesProvider, useGuardedLeave } from '../components/unsaved/unsaved-changes';
import { PageSuspense } from './PageSuspense';
import { StudioMenu } from './StudioMenu';
import { useStudioTranslation } from '../i18n/use-studio-translation';

/**
 * The studio's frame inside the portal's shell: the configuration menu on the left, the entry's page on the right;
 * on a narrow screen the menu folds into a button above the page. No app bar: the portal's header is the page's.
 */
export function StudioLayout({ children }: { children?: ReactNode }) {
  return <UnsavedChangesProvider><StudioFrame>{children}</StudioFrame></UnsavedChangesProvider>;
}

function StudioFrame({ children }: { children?: ReactNode }) {
  const leave = useGuardedLeave();
  const props = useStudioProps();
  const { t } = useStudioTranslation();
  const titleOf = useEntryTitle();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const navigateInner = useNavigate();
  const location = useLocation();
  // The jobs page belongs to no entry: it opens under the entry that is open (studio-location's shared views).
  const jobs = (
    <Button size="small" fullWidth startIcon={<WorkHistoryIcon />} onClick={() => { setMenuOpen(false); leave(() => navigateInner('/jobs')); }} sx={{ justifyContent: 'flex-start', mt: 1 }}>
      {t('studioJobs.open')}
    </Button>
  );
  const current = entryAt(props.entries, props.currentPath);
  const heading = current ? titleOf(current) : t('admin.title');
  // What the entry configures, from the shared texts; none for an entry the texts do not know.
  const description = current ? t.dynamic(`admin.descriptions.${current.name}`, { defaultValue: '' }) : '';

  const menu = (
    <StudioMenu
      entries={props.entries}
      currentId={current?.id}
      titleOf={titleOf}
      onNavigate={(entry) => {
        setMenuOpen(false);
        leave(() => props.navigate(entry.path));
      }}
      onPrefetch={(entry) => {
        const page = STUDIO_PAGES.find((p) => p.entry === entry.name);
        if (page) preloadPageAt(page.home);
      }}
    />
  );

  return (
    <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: 2, minHeight: '60vh' }}>
        <Paper component="nav" aria-label={t('admin.menuLabel')} variant="outlined" sx={{ p: 1.5, alignSelf: 'start' }}>
          {narrow ? (
            <>
              <Button
                fullWidth
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
                endIcon={menuOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                sx={{ justifyContent: 'space-between' }}
              >
                {t('studio.menuToggle')}
              </Button>
              <Collapse in={menuOpen} id={menuId}>{menu}{jobs}</Collapse>
            </>
          ) : (
            <>
              <Typography component="h2" sx={{ fontSize: 15, color: 'text.secondary', m: '4px 8px 12px' }}>
                {t('admin.title')}
              </Typography>
              {menu}
              {jobs}
            </>
          )}
        </Paper>
        <Paper component="section" aria-labelledby={`${menuId}-title`} variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Typography id={`${menuId}-title`} variant="h1" sx={{ fontSize: 20, fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {description === '' ? null : <Typography sx={{ color: 'text.secondary', mb: 1 }}>{description}</Typography>}
          <HomeDraftOnHomeResources />
          <EntryTabs />
          {/* react-admin's <Title> of each page renders here (a list's or form's own title), under the bar and tabs:
              it arrives with the page's chunk, and above them it would move them down from under a pointer on its
              way to click. */}
          <Typography id="react-admin-title" component="div" sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }} />
          <PageSuspense at={location.pathname}>{children}</PageSuspense>
        </Paper>
      </Box>
    </ScopedCssBaseline>
  );
}
