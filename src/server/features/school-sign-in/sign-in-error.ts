import type { SsoErrorCode } from '../../../shared/schema/school-sign-in';

/** A sign-in that cannot go on: the callback sends the browser to `/login?ssoError=<code>` (ADR 022). */
export class SignInRefused extends Error {
  constructor(readonly code: SsoErrorCode, detail: string) {
    super(`${code}: ${detail}`);
  }
}
