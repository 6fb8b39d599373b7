import { useEffect, useMemo, useState } from 'react';
import { MemoryRouter, Route } from 'react-router-dom';
import {
  AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, memoryStore, Notification, Resource, useLocaleState,
} from 'react-admin';
import type { Lang } from '../shared/i18n';
import type { AdminMountProps } from '../portal/features/config-area/admin-contract';
// The provider's own module, not the folder's index: the index also carries the selects (MUI Autocomplete), which
// only pages need (ADR 034).
import { DictionaryProvider } from './components/dictionary/dictionary-context';
import { createDataProvider } from './data-provider/create-data-provider';
import { createStudioI18nProvider } from './i18n/i18n-provider';
import { ErrorPage, NotFoundPage } from './layout/fallback-pages';
import { StudioLayout } from './layout/StudioLayout';
import { studioTheme } from './layout/theme';
import { NotInMenuPage, PendingPage } from './pages/PendingPage';
import { STUDIO_PAGES } from './pages/registry';
import { RESOURCE_CALLS, RESOURCES } from './resources';
import { lazyPage } from './routing/lazy-page';
import { LocationSync } from './routing/LocationSync';
import { innerPathFor, NOT_IN_MENU_PATH, PENDING_PREFIX } from './routing/studio-location';
import { StudioPropsContext } from './studio-props';

const JobsPage = lazyPage(() => import('./pages/jobs/JobsPage'), 'JobsPage');

function CatchAll() {
  return <NotFoundPage />;
}

/** Follows the portal's language switch (react-admin keeps its locale in its store). */
function LocaleSync({ lang }: { lang: Lang }) {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== lang) setLocale(lang);
  }, [lang, locale, setLocale]);
  return null;
}

/**
 * The react-admin studio. Its router lives in memory (the portal's router owns the address); its data goes
 * through the portal's clients. react-admin's AdminUI is not used because it adds MUI's CssBaseline to the whole
 * page, restyling the portal around the studio; the layout scopes a baseline to itself instead.
 */
export function StudioApp({ props }: { props: AdminMountProps }) {
  const { blade, osp } = props.clients;
  const dataProvider = useMemo(() => createDataProvider({ blade, osp }, RESOURCE_CALLS), [blade, osp]);
  // Made once: LocaleSync moves it with the portal's language afterwards.
  const [i18nProvider] = useState(() => createStudioI18nProvider(props.lang));
  // Per mount, never localStorage: list settings of one administrator must not outlive the visit on a shared machine.
  const [store] = useState(() => memoryStore());
  const [initialEntries] = useState(() => [innerPathFor(props, props.entries, STUDIO_PAGES)]);

  return (
    <StudioPropsContext value={props}>
      <DictionaryProvider>
      <MemoryRouter initialEntries={initialEntries}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={studioTheme}>
          <LocationSync />
          <LocaleSync lang={props.lang} />
          <CoreAdminUI layout={StudioLayout} catchAll={CatchAll} error={ErrorPage} loading={LoadingPage} disableTelemetry>
            {RESOURCES.map((resource) => (
              <Resource
                key={resource.name}
                name={resource.name}
                list={resource.list}
                create={resource.create}
                edit={resource.edit}
                icon={resource.icon}
                recordRepresentation={resource.recordRepresentation}
              />
            ))}
            <CustomRoutes>
              <Route path={`${PENDING_PREFIX}:name`} element={<PendingPage />} />
              <Route path={NOT_IN_MENU_PATH} element={<NotInMenuPage />} />
              <Route path="/jobs" element={<JobsPage />} />
            </CustomRoutes>
          </CoreAdminUI>
          <Notification />
        </AdminContext>
      </MemoryRouter>
      </DictionaryProvider>
    </StudioPropsContext>
  );
}
