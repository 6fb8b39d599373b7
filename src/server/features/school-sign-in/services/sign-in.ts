import type { Configuration } from 'openid-client';
import type { LocalCache } from '../../../cache/local-cache';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../../security/secret-box';
import { signInAddresses, type SchoolSignInDocument } from '../../../../shared/schema/school-sign-in-config';
import type { TokenSubject } from '../../auth';
import { isServiceTicket, validateServiceTicket } from '../cas/validate-ticket';
import { createIdpFetch, idpOrigins, type IdpFetch } from '../idp-fetch';
import { mapIdentity, claimsAsAttributes, type ProviderAttributes } from '../mapping';
import { finishAuthorization, oidcConfiguration, startAuthorization } from '../oidc/client';
import { SignInRefused } from '../sign-in-error';
import { claimFlow, isTicketUsed, recordSignIn, startFlow } from './flow';
import { findOrProvisionUser } from './provision';
import { openClientSecret, readPublishedSettings } from './settings';

/** What the sign-in services share per app: the database, the clock, the secret box and the discovery cache. */
export interface SignInRuntime {
  db: Db;
  now: () => number;
  secretBox: () => Promise<SecretBox>;
  oidcCache: LocalCache<Promise<Configuration>>;
}

/** The published settings of a tenant whose mode is a provider's, with the fetch its calls may use. */
export async function providerSettings(rt: SignInRuntime, tenantId: string, protocol?: 'cas' | 'oidc') {
  const doc = await readPublishedSettings(rt.db, tenantId);
  const complete = doc.siteUrl !== '' && (doc.mode === 'cas' ? doc.cas.serverUrl !== '' : doc.oidc.issuer !== '' && doc.oidc.clientId !== '');
  if (doc.mode === 'form' || !complete || (protocol !== undefined && doc.mode !== protocol)) {
    throw new SignInRefused('not_configured', `mode ${doc.mode} of tenant ${tenantId}`);
  }
  const fetchIdp = createIdpFetch(idpOrigins([doc.cas.serverUrl, doc.oidc.issuer]), doc.timeoutSeconds * 1000);
  return { doc, fetchIdp, addresses: signInAddresses(doc.siteUrl, tenantId), mode: doc.mode };
}

/** The discovered OIDC configuration of published (or draft, for the connection test) settings. */
export async function oidcConfigFor(rt: SignInRuntime, tenantId: string, doc: SchoolSignInDocument, fetchIdp: IdpFetch): Promise<Configuration> {
  const clientSecret = await openClientSecret(rt.db, await rt.secretBox(), tenantId, doc.oidc.clientSecretRef);
  return oidcConfiguration(
    { issuer: doc.oidc.issuer, clientId: doc.oidc.clientId, clientSecret, timeoutSeconds: doc.timeoutSeconds },
    fetchIdp, rt.oidcCache, rt.now(),
  );
}

/** The login button's start: a flow bound to this browser, then the provider's login address. */
export async function beginSignIn(rt: SignInRuntime, tenantId: string, next: string | null): Promise<{ redirect: string; browserSecret: string }> {
  const { doc, fetchIdp, addresses, mode } = await providerSettings(rt, tenantId);
  if (mode === 'cas') {
    const { browserSecret } = await startFlow(rt.db, tenantId, 'cas', next, {}, rt.now());
    const login = new URL(`${doc.cas.serverUrl.replace(/\/+$/, '')}/login`);
    login.searchParams.set('service', addresses.casService);
    return { redirect: login.toString(), browserSecret };
  }
  const config = await oidcConfigFor(rt, tenantId, doc, fetchIdp);
  const start = await startAuthorization(config, addresses.oidcRedirect, doc.oidc.scopes);
  const { browserSecret } = await startFlow(rt.db, tenantId, 'oidc', next, start, rt.now());
  return { redirect: start.url, browserSecret };
}

/** The person the provider vouched for, as one of our accounts (found, or provisioned under the rules). */
async function accountFor(rt: SignInRuntime, tenantId: string, doc: SchoolSignInDocument, subject: string, attributes: ProviderAttributes): Promise<TokenSubject> {
  const mapped = mapIdentity(subject, attributes, doc.mapping);
  if (!mapped.ok) throw new SignInRefused('attributes_missing', `missing ${mapped.missing.join(', ')}`);
  const outcome = await findOrProvisionUser(rt.db, tenantId, mapped.identity, {
    allowed: doc.provisioning.allowed, roleRules: doc.roleRules, defaultRoleId: doc.defaultRoleId,
  }, rt.now());
  if (outcome.kind === 'refused') throw new SignInRefused(outcome.code, mapped.identity.account);
  return outcome.subject;
}

/** The CAS callback: the browser's flow, a ticket never seen, validated for our exact service URL. */
export async function completeCas(rt: SignInRuntime, tenantId: string, ticket: string, browserSecret: string | null): Promise<{ code: string; next: string }> {
  const { doc, fetchIdp, addresses } = await providerSettings(rt, tenantId, 'cas');
  if (!isServiceTicket(ticket)) throw new SignInRefused('ticket_invalid', 'not a service ticket');
  const flow = await claimFlow(rt.db, tenantId, 'cas', browserSecret, rt.now());
  if (await isTicketUsed(rt.db, ticket)) throw new SignInRefused('ticket_replayed', 'ticket accepted before');
  const answer = await validateServiceTicket(fetchIdp, doc.cas.serverUrl, addresses.casService, ticket);
  if (answer.kind === 'failure') throw new SignInRefused('ticket_invalid', `${answer.code} ${answer.message}`);
  const subject = await accountFor(rt, tenantId, doc, answer.user, answer.attributes);
  const code = await recordSignIn(rt.db, { tenantId, subject, protocol: 'cas', browserSecret: browserSecret ?? '', casTicket: ticket }, rt.now());
  return { code, next: flow.next };
}

/** The OIDC callback: the browser's flow, its state, the code with PKCE, the id_token's checks, the claims. */
export async function completeOidc(rt: SignInRuntime, tenantId: string, query: string, browserSecret: string | null): Promise<{ code: string; next: string }> {
  const { doc, fetchIdp, addresses } = await providerSettings(rt, tenantId, 'oidc');
  // The address the provider sent the browser to: our registered redirect URI with the provider's parameters.
  const callbackUrl = new URL(addresses.oidcRedirect);
  callbackUrl.search = query;
  const flow = await claimFlow(rt.db, tenantId, 'oidc', browserSecret, rt.now());
  if (callbackUrl.searchParams.get('state') !== flow.state) throw new SignInRefused('flow_invalid', 'state differs');
  const config = await oidcConfigFor(rt, tenantId, doc, fetchIdp);
  const signedIn = await finishAuthorization(config, callbackUrl, flow);
  const subject = await accountFor(rt, tenantId, doc, signedIn.sub, claimsAsAttributes(signedIn.claims));
  const code = await recordSignIn(rt.db, {
    tenantId, subject, protocol: 'oidc', browserSecret: browserSecret ?? '',
    oidc: { issuer: config.serverMetadata().issuer, sub: signedIn.sub, sid: signedIn.sid, idToken: signedIn.idToken },
  }, rt.now());
  return { code, next: flow.next };
}
