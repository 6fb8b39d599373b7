import { lazy, Suspense, type ComponentProps } from 'react';
import type { Error as RaError } from 'react-admin';
import { lazyPage } from '../routing/lazy-page';

/*
 * react-admin's error and not-found pages, loaded when one shows (ADR 034): both draw react-admin's configurable page
 * title, whose editor brings MUI's whole text-field stack (select, menus, popover) into the chunk every page loads.
 */
const LazyError = lazy(() => import('./ra-fallbacks').then((m) => ({ default: m.RaErrorPage })));

/** The error page: outside the layout (react-admin's boundary), so with a Suspense of its own. */
export function ErrorPage(props: ComponentProps<typeof RaError>) {
  return <Suspense fallback={null}><LazyError {...props} /></Suspense>;
}

/** The not-found page, inside the layout's Suspense like any page. */
export const NotFoundPage = lazyPage(() => import('./ra-fallbacks'), 'RaNotFound');
