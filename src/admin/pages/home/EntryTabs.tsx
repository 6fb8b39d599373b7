import { Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadPageAt } from '../../routing/preload-page';
import { entryAt } from '../../routing/studio-location';
import { useStudioProps } from '../../studio-props';
import { STUDIO_PAGES } from '../registry';
import { useGuardedLeave } from '../../components/unsaved/unsaved-changes';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/**
 * Tabs between the resources of the current entry's page (e.g. 首页配置: card types and cards); nothing for a page
 * of one resource. A tab is a move of the studio's router, which LocationSync carries to the portal's address.
 */
export function EntryTabs() {
  const { t } = useStudioTranslation();
  const props = useStudioProps();
  const location = useLocation();
  const navigate = useNavigate();
  const leave = useGuardedLeave();
  const entry = entryAt(props.entries, props.currentPath);
  const page = entry ? STUDIO_PAGES.find((p) => p.entry === entry.name) : undefined;
  if (!page || page.resources.length < 2) return null;
  const current = location.pathname.split('/').find((segment) => segment !== '') ?? '';
  const value = page.resources.includes(current) ? current : false;
  return (
    <Tabs value={value} onChange={(_event, next: string) => leave(() => navigate(`/${next}`))} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
      {page.resources.map((name) => (
        <Tab key={name} value={name} label={t.dynamic(`resources.${name}.name`, { smart_count: 2 })} onPointerEnter={() => preloadPageAt(`/${name}`)} onFocus={() => preloadPageAt(`/${name}`)} />
      ))}
    </Tabs>
  );
}
