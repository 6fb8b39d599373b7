/** The typed call catalogue: one entry per call of the spec, each with its zod schemas. */
export * as auth from './auth';
export * as session from './session';
export * as shell from './shell';
export * as home from './home';
export * as messages from './messages';
export * as cardsAdmin from './cards-admin';
export * as directory from './directory';
export * as search from './search';
export * as guides from './guides';
export * as ratings from './ratings';
export * as prelogin from './prelogin';
export type { CallDef, CallRequest, CallResult, ClientKind } from './define-call';
export { defineCall } from './define-call';
