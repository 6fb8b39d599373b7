import type { SessionStore } from '../state/session-store';

/**
 * Names of the values the portal keeps in the session store (STATE-01 adds the product prefix).
 * One table, so the guard, the timers and sign-out agree on what each value is called.
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tenantId: 'tenant_id',
  /** Epoch ms when the current access token was issued (TOKEN-01 measures its age from here). */
  tokenIssuedAt: 'tokenIssuedAt',
  /** { user_id, tenant_id, account, nick_name } of the signed-in user (doc1 §3). */
  userInfo: 'userInfo',
  roleId: 'roleId',
  roleType: 'roleType',
  roleList: 'roleList',
  shelfLabels: 'shelfLabels',
  /** The configuration-menu list of getBusinessConfigMenu (ROUTE-03). */
  configMenu: 'configMenu',
  topMenu: 'topMenu',
  loginConfig: 'loginConfig',
  /** CAS session data { tgt, expireTime } cached between session checks (SESS-02…SESS-06). */
  casData: 'casData',
  /** Service business type of the current route (ROUTE-04) or of the chosen landing page (ROUTE-10). */
  serviceBusinessType: 'serviceBusinessType',
  /** The page the pre-login landing shows, one of PAGE_KEYS (doc2 §2, ROUTE-10). */
  advanceLandingPage: 'advanceLandingPage',
  preLoginConfigTab: 'preLoginConfigTab',
  /** Which area the message-release feature belongs to (ROUTE-04 marks it 'homePage'). */
  messageReleaseArea: 'messageReleaseArea',
  /** ROUTE-05 cache of result.questionBasciConfig. */
  questionBasciConfig: 'questionBasciConfig',
  /** Panel registry: open flags of the service, directory and all-evaluate panels (SESS-07). */
  panels: 'panels',
  /** doc2 §4: the session-expiry dialog flag. */
  sessionExpiryDialog: 'sessionExpiryDialog',
  locks: 'locks',
  chatRecord: 'chatRecord',
  /** The help robot's conversation of this tab (its user's id with it); logout clears it with the chat record. */
  robotChat: 'robotChat',
} as const;


/** The slice of the session store (STATE-01) the rules use; tests pass the real store over memory storage. */
export type SessionStoreLike = Pick<SessionStore, 'get' | 'set' | 'remove' | 'clear'>;
