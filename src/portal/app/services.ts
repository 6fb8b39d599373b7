import { createContext, useContext } from 'react';
import type { ApiClient } from '../../shared/api/client-types';
import { indexIndex } from '../../shared/api/catalogue/shell';
import type { PreferenceStorage } from '../../shared/i18n';
import { createRobotConfigLoader, type QuestionBasicConfig } from '../../shared/rules/robot-config';
import type { SessionStoreLike } from '../../shared/rules/session-keys';
import type { IntervalTimers } from '../../shared/rules/timers';
import type { SessionExpiration } from '../../shared/schema/session';
import { createAuthState, type AuthState } from './auth-state';
import { createConfigMenuSource, type ConfigMenuSource } from './config-menu';
import { createExpiryDialogState, createExpiryWarningState, type ExpiryDialogState, type ExpiryWarningState } from './expiry-dialog-state';
import type { PortalEvents } from './portal-events';
import { createLocalTabChannel, type TabChannel } from './tab-channel';
import { bindBrowser } from './tab-session';
import type { TicketStore } from './ticket-cookie';

/** What the portal is built from; main.tsx passes the real ones, tests pass doubles. */
export interface PortalServiceParts {
  blade: ApiClient;
  osp: ApiClient;
  store: SessionStoreLike;
  ticket: TicketStore;
  events: PortalEvents;
  /** GET /static/session-expiration.json (SESS-01, SESS-05). */
  loadSessionExpiration(): Promise<SessionExpiration>;
  /** Dynamic import of the studio bundle by URL. */
  loadAdmin(url: string): Promise<unknown>;
  /** Content of a `<meta name>` in the page, or null. */
  readMeta(name: string): string | null;
  /** Leaves the app for another site (the school's CAS). */
  redirectTo(url: string): void;
  langStorage: PreferenceStorage | null;
  /** The other tabs of this browser (ADR 025); none by default (tests). */
  tabs?: TabChannel;
  now?: () => number;
  timers?: IntervalTimers;
}

export interface PortalServices extends PortalServiceParts {
  now: () => number;
  tabs: TabChannel;
  auth: AuthState;
  expiryDialog: ExpiryDialogState;
  /** The warning with 保持登录 before the session ends for idleness (ADR 025). */
  expiryWarning: ExpiryWarningState;
  configMenu: ConfigMenuSource;
  robotConfig: { ensure(): Promise<QuestionBasicConfig | null> };
}

export function createPortalServices(parts: PortalServiceParts): PortalServices {
  const now = parts.now ?? (() => Date.now());
  return {
    ...parts,
    now,
    tabs: parts.tabs ?? createLocalTabChannel(),
    auth: createAuthState(parts.store, now, () => { void bindBrowser(parts); }),
    expiryDialog: createExpiryDialogState(parts.store),
    expiryWarning: createExpiryWarningState(),
    configMenu: createConfigMenuSource(parts.store, parts.blade),
    robotConfig: createRobotConfigLoader({
      store: parts.store,
      fetchIndex: () => parts.blade.call(indexIndex, {}, { silent: true }),
    }),
  };
}

export const ServicesContext = createContext<PortalServices | null>(null);

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesContext provider');
  return services;
}
