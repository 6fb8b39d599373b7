import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n-react';
import { createI18n, type I18n, type Lang } from '../../shared/i18n';
import { ToastProvider } from '../components/ToastProvider';
import type { PortalLocation } from '../routes/portal-location';
import { PortalRouter } from '../routes/PortalRouter';
import { RootLayout } from '../routes/RootLayout';
import { ServicesContext, type PortalServices } from './services';

/** The providers every page needs. */
export function PortalProviders({ services, i18n, children }: { services: PortalServices; i18n: I18n; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </ServicesContext>
  );
}

/** The portal on a location: the browser's history in main.tsx, memory in tests. */
export function PortalApp({ services, i18n, location }: { services: PortalServices; i18n: I18n; location: PortalLocation }) {
  return (
    <PortalProviders services={services} i18n={i18n}>
      <PortalRouter location={location}>
        <RootLayout />
      </PortalRouter>
    </PortalProviders>
  );
}

export function App({ services, lang, location }: { services: PortalServices; lang: Lang; location: PortalLocation }) {
  const i18n = useMemo(() => createI18n(lang), [lang]);
  return <PortalApp services={services} i18n={i18n} location={location} />;
}
