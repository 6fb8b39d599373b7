/** ADR 031: the reachability check before opening a service, to-do or draft. */
export { registerOpenCheckRoutes } from './routes';
