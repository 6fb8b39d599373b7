/** LDAP directory sync (ADR 023): its public surface is its route registration. */
export { registerDirectorySyncRoutes } from './routes';
