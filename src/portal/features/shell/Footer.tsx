import { useTranslation } from '../../lib/i18n-react';
import { getFooterInfo } from '../../../shared/api/catalogue/shell';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useCall } from '../../lib/use-call';

/** Only http(s) links are rendered: a configured `javascript:` URL must never become a clickable link. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The shell's footer from getFooterInfo (hidden under /userFrameConfig, ROUTE-07). */
export function Footer() {
  const { t } = useTranslation();
  const s = useServices();
  const { state, reload } = useCall(s.blade, getFooterInfo, {});

  return (
    <footer className="sh-footer">
      {state.status === 'loading' ? <Loading label={t('shell.footerLoading')} /> : null}
      {state.status === 'error' ? <LoadError title={t('shell.footerFailed')} detail={state.error.message} onRetry={reload} /> : null}
      {state.status === 'success' ? (
        <div className="sh-footer__inner">
          {state.data.links.some((l) => isWebUrl(l.url)) ? (
            <nav aria-label={t('shell.footerLinks')}>
              <ul className="sh-footer__links">
                {state.data.links.filter((l) => isWebUrl(l.url)).map((link) => (
                  <li key={link.url}><a href={link.url} target="_blank" rel="noopener noreferrer">{link.name}</a></li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="sh-footer__line">
            {state.data.address ? <span>{t('shell.footerAddress', { value: state.data.address })}</span> : null}
            {state.data.phone ? <span>{t('shell.footerPhone', { value: state.data.phone })}</span> : null}
            {state.data.email ? <span>{t('shell.footerEmail', { value: state.data.email })}</span> : null}
          </p>
          <p className="sh-footer__line">
            <span>{state.data.copyright}</span>
            {state.data.icp ? <span>{state.data.icp}</span> : null}
          </p>
        </div>
      ) : null}
    </footer>
  );
}
