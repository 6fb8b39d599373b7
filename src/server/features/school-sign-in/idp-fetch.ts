import { SignInRefused } from './sign-in-error';

/**
 * The only way from our server to the identity provider (ADR 022, SSRF): the provider is usually on the school's
 * intranet, where the outbound address guard of data sources refuses to go. Its calls may go only to the origins the
 * tenant's settings name (the CAS prefix, the OIDC issuer): an administrator with the menu identityAuthConfig named
 * them, as DATA_SOURCE_ALLOW_HOSTS names hosts for data sources. Every call has the settings' time-out, follows no
 * redirect, sends no credentials in the address and reads at most 1 MB.
 */

const MAX_IDP_ANSWER_BYTES = 1024 * 1024;

export type IdpFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** The origins named by the settings' addresses (empty ones left out). */
export function idpOrigins(addresses: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const address of addresses) {
    if (address === '') continue;
    try {
      origins.add(new URL(address).origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return origins;
}

/** Whether a URL may be fetched: http(s), no user name or password, one of the allowed origins. */
function isIdpTarget(url: URL, origins: ReadonlySet<string>): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    && origins.has(url.origin);
}

/** A fetch bound to the allowed origins and the time-out; failures are SignInRefused('idp_unreachable'). */
export function createIdpFetch(origins: ReadonlySet<string>, timeoutMs: number): IdpFetch {
  return async (input, init = {}) => {
    const url = new URL(input);
    if (!isIdpTarget(url, origins)) throw new SignInRefused('idp_unreachable', `${url.origin} is not a configured provider address`);
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'manual', signal });
    } catch (error) {
      const reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timed out' : 'unreachable';
      throw new SignInRefused('idp_unreachable', `${url.origin} ${reason}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_IDP_ANSWER_BYTES) {
      await response.body?.cancel();
      throw new SignInRefused('idp_answer_invalid', `${url.origin} answered more than 1 MB`);
    }
    return response;
  };
}

/** Reads an answer's text, at most `maxBytes`, within the fetch's time-out. */
export async function readText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new SignInRefused('idp_answer_invalid', 'answer too large');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof SignInRefused) throw error;
    throw new SignInRefused('idp_unreachable', 'answer interrupted or timed out');
  }
  return Buffer.concat(chunks).toString('utf8');
}
