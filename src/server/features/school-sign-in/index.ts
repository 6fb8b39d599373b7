/**
 * Sign-in through the school's identity provider (ADR 022): the public surface. The directory sync may map its
 * people and apply the role rules with the same functions a first sign-in uses.
 */
export { registerSchoolSignInRoutes } from './routes';
export { claimsAsAttributes, decideRole, mapIdentity } from './mapping';
export type { MappedIdentity, ProviderAttributes, ProviderIdentity, RoleDecision } from './mapping';
export { findOrProvisionUser, NO_PASSWORD } from './services/provision';
export type { ProvisioningPolicy, ProvisionOutcome } from './services/provision';
export { readPublishedSettings } from './services/settings';
