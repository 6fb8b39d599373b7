import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ssoSessions, users } from './auth';
import { tenantColumn } from './core';

/** Signing in through the school's identity provider (ADR 022). */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Sealed configuration secrets (an OIDC client secret), written once and never changed: the area's document names a
 * row by id, so a version, a compare or a rollback carries the reference and never the secret or its ciphertext.
 */
export const signInSecrets = pgTable('sign_in_secrets', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  /** SecretBox.seal output (`v1.<iv>.<tag>.<ciphertext>`). */
  sealed: text('sealed').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One sign-in started by a browser: the hash of the random value in its flow cookie, where it was going, and the
 * OIDC state, nonce and PKCE verifier. A callback is accepted only from the browser that started it, once, within
 * minutes.
 */
export const signInFlows = pgTable('sign_in_flows', {
  browserHash: varchar('browser_hash', { length: 64 }).primaryKey(),
  tenantId: tenantColumn(),
  protocol: varchar('protocol', { length: 8 }).$type<'cas' | 'oidc'>().notNull(),
  next: text('next').notNull(),
  state: varchar('state', { length: 64 }).notNull().default(''),
  nonce: varchar('nonce', { length: 64 }).notNull().default(''),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull().default(''),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('sign_in_flows_expires_idx').on(t.expiresAt)]);

/**
 * One accepted provider sign-in: the one-time code the login page trades for tokens (kept as SHA-256), then the SSO
 * session it opened, with what the provider's logout names it by (the CAS service ticket, the OIDC sid and sub), so a
 * back-channel logout ends that session. The unique ticket hash also refuses a replayed CAS ticket.
 */
export const schoolSignIns = pgTable('school_sign_ins', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  protocol: varchar('protocol', { length: 8 }).$type<'cas' | 'oidc'>().notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  browserHash: varchar('browser_hash', { length: 64 }).notNull(),
  casTicketHash: varchar('cas_ticket_hash', { length: 64 }),
  oidcIssuer: text('oidc_issuer'),
  oidcSub: text('oidc_sub'),
  oidcSid: text('oidc_sid'),
  /** The id_token, sent back as id_token_hint at RP-initiated logout. */
  idToken: text('id_token'),
  createdAt: at('created_at').notNull(),
  codeExpiresAt: at('code_expires_at').notNull(),
  exchangedAt: at('exchanged_at'),
  sessionId: varchar('session_id', { length: 32 }).references(() => ssoSessions.id, { onDelete: 'cascade' }),
  loggedOutAt: at('logged_out_at'),
}, (t) => [
  uniqueIndex('school_sign_ins_code_uq').on(t.codeHash),
  uniqueIndex('school_sign_ins_ticket_uq').on(t.casTicketHash),
  index('school_sign_ins_session_idx').on(t.sessionId),
  index('school_sign_ins_oidc_idx').on(t.tenantId, t.oidcSub),
]);
