import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createI18n, type I18n, type Lang } from '../../shared/i18n';
import { ToastProvider } from '../components/ToastProvider';
import { ServicesContext, type PortalServices } from './services';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every page needs; tests wrap a memory router in the same ones. */
export function PortalProviders({ services, i18n, children }: { services: PortalServices; i18n: I18n; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    </ServicesContext>
  );
}

export function App({ services, lang, router }: { services: PortalServices; lang: Lang; router: Router }) {
  const i18n = useMemo(() => createI18n(lang), [lang]);
  return (
    <PortalProviders services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
