/** The auth feature's public surface: all another feature may import from it (eslint.config.js forbids its other modules). */
export { createAccessTokens } from './access-token';
export { openSession, tokenSetFor } from './issued-tokens';
export type { AuthServiceContext, TokenSubject } from './issued-tokens';
export { accountSlowedSql, admitAttempt, settleFailure, settleSuccess } from './login-throttle';
export type { LoginThrottle, SignInLimits } from './login-throttle';
export type { AuthFeatureContext } from './routes';
