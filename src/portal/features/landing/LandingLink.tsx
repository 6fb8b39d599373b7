import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { LinkTarget } from './landing-config';

/**
 * A link by its target: a portal route through the router (no reload), another page in this tab, or a new tab
 * (noopener, and said to screen-reader users, who would otherwise lose their place without warning).
 */
export function LandingLink({ target, className, children, onNavigate, current }: {
  target: LinkTarget;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  /** Marks the link as the page being shown. */
  current?: boolean;
}) {
  const { t } = useTranslation();
  const ariaCurrent = current ? 'page' : undefined;
  if (target.kind === 'route') {
    return <Link to={target.path} className={className} onClick={onNavigate} aria-current={ariaCurrent}>{children}</Link>;
  }
  if (target.kind === 'page') {
    return <a href={target.href} className={className} onClick={onNavigate}>{children}</a>;
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {children}
      <span className="sh-visually-hidden">{t('landing.newTab')}</span>
    </a>
  );
}
