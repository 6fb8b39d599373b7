import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A role; its configuration-menu entries decide which studio routes its users may open (ROUTE-03). */
export const roles = pgTable('roles', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: text('name').notNull(),
  /** 'admin' | 'teacher' | 'student' for the demo; free text so schools can add their own. */
  roleType: varchar('role_type', { length: 32 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('roles_tenant_name_uq').on(t.tenantId, t.name)]);

/** One entry of the configuration menu: a studio route that a role may be granted. */
export const configMenus = pgTable('config_menus', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  name: varchar('name', { length: 64 }).notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('config_menus_tenant_name_uq').on(t.tenantId, t.name)]);

export const roleConfigMenus = pgTable('role_config_menus', {
  tenantId: tenantColumn(),
  roleId: varchar('role_id', { length: 32 }).notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: varchar('menu_id', { length: 32 }).notNull().references(() => configMenus.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const users = pgTable('users', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  account: varchar('account', { length: 64 }).notNull(),
  /** Self-describing scrypt string (security/password.ts); never the password itself. */
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  nickName: text('nick_name').notNull(),
  roleId: varchar('role_id', { length: 32 }).notNull().references(() => roles.id),
  deptName: text('dept_name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  /**
   * Moves with every change of the user's favourites (directory/services/favourites.ts). Read by the query that
   * authenticates each call, it lets any instance keep the user's favourites in memory and know when they moved.
   */
  favoritesVersion: integer('favorites_version').notNull().default(0),
  /** Set when the directory sync found the user gone (ADR 023): kept, never deleted, and refused at sign-in. */
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('users_tenant_account_uq').on(t.tenantId, t.account)]);

/**
 * One row per sign-in: the SSO session. Its ticket (TGT) is a random secret held by the client; only its SHA-256 is
 * kept. The session is also the family of its refresh tokens: ending it ends every token issued under it.
 */
export const ssoSessions = pgTable('sso_sessions', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  userId: varchar('user_id', { length: 32 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  endedAt: at('ended_at'),
  /**
   * Why it ended ('logout', 'removed', 'refresh-reuse', 'disabled', 'password-changed', 'role-switch', 'idp-logout'):
   * for audits, and for the re-login dialog to say why (ADR 025).
   */
  endReason: varchar('end_reason', { length: 32 }),
  /** The role this session acts as, when the user switched to another role they hold; NULL = users.role_id. */
  roleId: varchar('role_id', { length: 32 }).references(() => roles.id),
  /**
   * SHA-256 of the browser key (ADR 025): the secret of the HttpOnly tab cookie with which a new tab of the same
   * browser joins this session. NULL until the signed-in page binds its browser.
   */
  browserKeyHash: varchar('browser_key_hash', { length: 64 }),
}, (t) => [
  uniqueIndex('sso_sessions_ticket_hash_uq').on(t.ticketHash),
  index('sso_sessions_user_idx').on(t.userId),
  uniqueIndex('sso_sessions_browser_key_uq').on(t.browserKeyHash),
]);

/** Opaque refresh tokens, stored as SHA-256; each use rotates the token (rotatedAt set, a successor issued). */
export const refreshTokens = pgTable('refresh_tokens', {
  id: varchar('id', { length: 32 }).primaryKey(),
  tenantId: tenantColumn(),
  sessionId: varchar('session_id', { length: 32 }).notNull().references(() => ssoSessions.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  rotatedAt: at('rotated_at'),
}, (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)]);

/**
 * Every attempt that reached the password check, kept as the audit trail of sign-ins; the limits themselves are
 * counted in login_limits (ADR 017).
 */
export const loginAttempts = pgTable('login_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: tenantColumn(),
  account: varchar('account', { length: 64 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  at: at('at').notNull(),
  ok: boolean('ok').notNull(),
}, (t) => [
  index('login_attempts_account_idx').on(t.tenantId, t.account, t.at),
  // Only failures count against an address, so the index holds only those.
  index('login_attempts_ip_failed_idx').on(t.ip, t.at).where(sql`${t.ok} = false`),
]);

/**
 * Sign-in limits (ADR 017), one row per counted key, locked with the row while an attempt is admitted so that
 * concurrent attempts on one key, on any instance, are counted one after another before any password is hashed.
 * - scope 'pair' (tenant, account, address): `failures` since the pair's last success, back-off from `counted_at`;
 *   `last_success_at` makes the address a known one for the account.
 * - scope 'account' (tenant, account): failures from addresses the account is not known at, with their back-off.
 * - scope 'address': a leaky bucket of failures, `level` as of `counted_at`.
 */
export const loginLimits = pgTable('login_limits', {
  scope: varchar('scope', { length: 8 }).notNull(),
  key: varchar('key', { length: 200 }).notNull(),
  failures: integer('failures').notNull().default(0),
  level: doublePrecision('level').notNull().default(0),
  countedAt: at('counted_at'),
  lastSuccessAt: at('last_success_at'),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);

/** The tenant's sign-in configuration (AUTH-01) and its CAS addresses (AUTH-03). */
export const loginSettings = pgTable('login_settings', {
  tenantId: tenantColumn().primaryKey(),
  identityAuthStatus: smallint('identity_auth_status').notNull().default(1),
  isSelfCas: smallint('is_self_cas').notNull().default(0),
  casLoginUrl: text('cas_login_url').notNull(),
  casLogoutUrl: text('cas_logout_url').notNull(),
  serviceUrl: text('service_url').notNull(),
  /** Where 忘记密码 on the sign-in page leads (the school's own reset page); '' hides the link. */
  passwordResetUrl: text('password_reset_url').notNull().default(''),
});
