/** Efficiency supervision's public surface: other features may recompute a tenant's figures after they write records. */
export { refreshEfficiency } from './services/refresh';
