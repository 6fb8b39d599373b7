import type { LoginResult } from '../schema/auth';
import { SESSION_KEYS, type SessionStoreLike } from './session-keys';

/** The user info kept in session after sign-in (doc1 §3, doc2 §3). */
export interface SessionUser {
  user_id: string;
  tenant_id: string;
  account: string;
  nick_name: string;
}

/** TOKEN-02: what logout clears — tokens, user info, menus, roles and tags, locks and the chat record (the
 * chat friends and the robot's conversation). */
export const SIGNED_IN_KEYS: readonly string[] = [
  SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken, SESSION_KEYS.tokenIssuedAt, SESSION_KEYS.tenantId,
  SESSION_KEYS.userInfo,
  SESSION_KEYS.configMenu, SESSION_KEYS.topMenu,
  SESSION_KEYS.roleId, SESSION_KEYS.roleType, SESSION_KEYS.roleList, SESSION_KEYS.shelfLabels,
  SESSION_KEYS.locks,
  SESSION_KEYS.chatRecord, SESSION_KEYS.robotChat,
];

/** Stores what a successful sign-in hands over (the ticket itself goes to the cookie, not here). */
export function storeSignIn(store: SessionStoreLike, result: LoginResult, issuedAt: number): void {
  store.set(SESSION_KEYS.accessToken, result.access_token);
  store.set(SESSION_KEYS.refreshToken, result.refresh_token);
  store.set(SESSION_KEYS.tenantId, result.tenant_id);
  store.set(SESSION_KEYS.tokenIssuedAt, issuedAt);
  const user: SessionUser = {
    user_id: result.user_id, tenant_id: result.tenant_id, account: result.account, nick_name: result.nick_name,
  };
  store.set(SESSION_KEYS.userInfo, user);
  store.set(SESSION_KEYS.roleId, result.role_id);
  store.set(SESSION_KEYS.roleType, result.role_type);
}

/** TOKEN-02 */
export function clearSignedInState(store: SessionStoreLike): void {
  for (const key of SIGNED_IN_KEYS) store.remove(key);
}

export function readAccessToken(store: SessionStoreLike): string | null {
  const v = store.get(SESSION_KEYS.accessToken);
  return typeof v === 'string' && v !== '' ? v : null;
}

export function readSessionUser(store: SessionStoreLike): SessionUser | null {
  const v = store.get(SESSION_KEYS.userInfo);
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.account !== 'string' || typeof r.nick_name !== 'string') return null;
  return {
    user_id: typeof r.user_id === 'string' ? r.user_id : '',
    tenant_id: typeof r.tenant_id === 'string' ? r.tenant_id : '',
    account: r.account,
    nick_name: r.nick_name,
  };
}

/** SESS-07: the panels the re-login closes. The registry holds one open flag per panel. */
type PanelId = 'service' | 'directory' | 'allEvaluate';

export function closeAllPanels(store: SessionStoreLike): void {
  const closed: Record<PanelId, boolean> = { service: false, directory: false, allEvaluate: false };
  store.set(SESSION_KEYS.panels, closed);
}
