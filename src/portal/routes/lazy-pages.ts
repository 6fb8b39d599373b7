import { lazy } from 'react';

/**
 * Everything the sign-in page does not need, loaded on first use so /login stays light (deferred.ts). The guard
 * renders these only after deciding for the route, so no protected code runs, or is fetched, for a visitor.
 */
const deferred = () => import('./deferred');

export const SignedInRoutes = lazy(() => deferred().then((m) => ({ default: m.SignedInRoutes })));
export const SessionLayer = lazy(() => deferred().then((m) => ({ default: m.SessionLayer })));
export const DeletedMessagePage = lazy(() => deferred().then((m) => ({ default: m.DeletedMessagePage })));
/** /generalDetailsTow: its own chunk, as only it needs DOMPurify (rich message content). */
export const MessageDetailRoute = lazy(() => import('./MessageDetailRoute').then((m) => ({ default: m.MessageDetailRoute })));
