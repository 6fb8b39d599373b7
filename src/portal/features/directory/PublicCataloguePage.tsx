import { Link } from 'wouter';
import { ServiceOpenerProvider } from '../../app/service-opener';
import { useTranslation } from '../../lib/i18n-react';
import { DirectoryCallsProvider, VISITOR_CALLS } from './directory-mode';
import { DirectoryPage } from './ServiceCentrePage';
import './directory.css';
import './search-texts';

/**
 * /allServices (ROUTE-01): the service hall for a visitor — the services anyone may see, with the same search,
 * typeahead, filters and guides as the signed-in hall, and 登录后办理 where the signed-in hall has 办理. The server
 * decides what a visitor sees (the `nobody` calls). A slim bar leads home and to the sign-in page, which returns here.
 */
export function PublicCataloguePage() {
  const { t } = useTranslation();
  return (
    <DirectoryCallsProvider value={VISITOR_CALLS}>
      <ServiceOpenerProvider>
        <main className="sc-public" id="main">
          <nav className="sc-public__bar" aria-label={t('siteSearch.public.note')}>
            <Link href="/" className="sc-public__home">
              <span aria-hidden="true">← </span>
              {t('siteSearch.public.home')}
            </Link>
            <span className="sc-public__note">{t('siteSearch.public.note')}</span>
            <Link href={`/login?redirect=${encodeURIComponent('/serviceHall')}`} className="sh-button">{t('siteSearch.public.login')}</Link>
          </nav>
          <DirectoryPage serviceType="" />
        </main>
      </ServiceOpenerProvider>
    </DirectoryCallsProvider>
  );
}
