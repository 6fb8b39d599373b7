/**
 * The signed-in shell and what comes with it, as one chunk loaded on first use (lazy-pages.ts): the /home shell with
 * its routes, the session watchers with their settings file and the expiry dialog, and the public status pages. The
 * pages inside the shell load their own chunks (SignedInRoutes.tsx), so a studio path, whose page is the studio,
 * carries none of them (ADR 034). One chunk for the rest: all of it is needed right after sign-in.
 */
export { loadSessionExpiration } from '../app/session-expiration';
export { SessionLayer } from '../features/session/SessionLayer';
export { DeletedMessagePage } from '../features/status-pages/DeletedMessagePage';
export { SignedInRoutes } from './SignedInRoutes';
