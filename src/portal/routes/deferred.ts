/**
 * Everything the portal shows besides the sign-in page, as one chunk loaded on first use (lazy-pages.ts): the
 * /home shell with its pages, the session watchers with their settings file and the expiry dialog, and the public
 * status pages. One chunk rather than several: all of it is needed right after sign-in, and one compresses better.
 */
export { loadSessionExpiration } from '../app/session-expiration';
export { SessionLayer } from '../features/session/SessionLayer';
export { DeletedMessagePage } from '../features/status-pages/DeletedMessagePage';
export { SignedInRoutes } from './SignedInRoutes';
