import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { normalisePath } from '../../../shared/rules/route-guard';

/** Whether a link to `to` is the current page or one of its sub-pages (case and trailing slash do not matter). */
export function isActivePath(current: string, to: string): boolean {
  const here = normalisePath(current).toLowerCase();
  const target = normalisePath(to).toLowerCase();
  return here === target || (target !== '/' && here.startsWith(`${target}/`));
}

/** A link that marks the current page: class `active` for the styling, aria-current for assistive technology. */
export function NavLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const active = isActivePath(pathname, to);
  return (
    <Link to={to} className={active ? `${className} active` : className} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
