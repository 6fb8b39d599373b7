/** Sign-in through the school's identity provider (ADR 022): the public surface. */
export { registerSchoolSignInRoutes } from './routes';
export { findOrProvisionUser } from './services/provision';
