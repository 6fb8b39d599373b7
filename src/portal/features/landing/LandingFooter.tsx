import type { PreLoginFooter } from '../../../shared/schema/prelogin';
import { useTranslation } from '../../lib/i18n-react';
import { linkTarget } from './landing-config';
import { LandingLink } from './LandingLink';

/** The configured footer: links (another site opens in a new tab), contact lines, copyright and the ICP number. */
export function LandingFooter({ footer }: { footer: PreLoginFooter }) {
  const { t } = useTranslation();
  const links = footer.links.flatMap((link) => {
    const target = linkTarget(link.url, link.url.trim().startsWith('/') ? 1001 : 1003);
    return target ? [{ link, target }] : [];
  });
  return (
    <footer className="lp-footer">
      <div className="lp-footer__inner">
        {links.length > 0 ? (
          <nav aria-label={t('landing.footer.links')}>
            <ul className="lp-footer__links">
              {links.map(({ link, target }) => (
                <li key={`${link.name}-${link.url}`}><LandingLink target={target}>{link.name}</LandingLink></li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="lp-footer__line">
          {footer.address ? <span>{t('landing.footer.address', { value: footer.address })}</span> : null}
          {footer.phone ? <span>{t('landing.footer.phone', { value: footer.phone })}</span> : null}
          {footer.email ? <span>{t('landing.footer.email', { value: footer.email })}</span> : null}
        </p>
        <p className="lp-footer__line">
          {footer.copyright ? <span>{footer.copyright}</span> : null}
          {footer.icp ? <span>{footer.icp}</span> : null}
        </p>
      </div>
    </footer>
  );
}
