import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { getTopMenu } from '../../../shared/api/catalogue/shell';
import type { NavigationEntry } from '../../../shared/schema/shell';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useAsync } from '../../lib/use-async';
import { isExternalNavigationPath, navigationFramePath } from '../frame-pages';
import { NavLink } from './NavLink';

/**
 * The top navigation of getTopMenu, limited to entries whose page is built (`isBuilt` decides), so no menu
 * leads to a page that does not exist yet, and entries for another site, which open in the /navIfram host
 * (ROUTE-09) by their id. Enabled entries only (isAuto 1 is "enabled", doc1 §3).
 */
export function TopNav({ isBuilt }: { isBuilt: (path: string) => boolean }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(() => s.blade.call(getTopMenu, {}, { silent: true }), [s]);
  const { state, reload } = useAsync(load);

  if (state.status === 'loading') return <Loading className="sh-topnav__state" label={t('shell.navLoading')} />;
  if (state.status === 'error') {
    return <LoadError className="sh-topnav__state" title={t('shell.navFailed')} detail={state.error.message} onRetry={reload} />;
  }
  const entries = visibleEntries(state.data, isBuilt);
  return (
    <nav className="sh-topnav" aria-label={t('shell.mainNav')}>
      <ul className="sh-topnav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink to={entryTarget(entry)} className="sh-topnav__link">{entry.navigationName}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where an entry leads: its own page, or the frame host for another site's address. */
export function entryTarget(entry: NavigationEntry): string {
  return isExternalNavigationPath(entry.path) ? navigationFramePath(entry.id) : entry.path;
}

export function visibleEntries(entries: readonly NavigationEntry[], isBuilt: (path: string) => boolean): NavigationEntry[] {
  return entries
    .filter((entry) => entry.isAuto === 1 && (isBuilt(entry.path) || isExternalNavigationPath(entry.path)))
    .sort((a, b) => a.sort - b.sort);
}
