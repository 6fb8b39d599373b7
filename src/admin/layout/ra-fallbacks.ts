/** react-admin's error and not-found pages, as a module of their own for fallback-pages.tsx to load lazily. */
export { Error as RaErrorPage, NotFound as RaNotFound } from 'react-admin';
