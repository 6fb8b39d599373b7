/** Business systems and their inbound API (ADR 024): the public surface is the route registration. */
export { registerBusinessSystemRoutes } from './routes';
export { registeredOpenRoutes } from './open-api/plugin';
