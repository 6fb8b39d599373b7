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
import { createExpiryDialogState, type ExpiryDialogState } from './expiry-dialog-state';
import type { PortalEvents } from './portal-events';
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
  now?: () => number;
  timers?: IntervalTimers;
}

export interface PortalServices extends PortalServiceParts {
  now: () => number;
  auth: AuthState;
  expiryDialog: ExpiryDialogState;
  configMenu: ConfigMenuSource;
  robotConfig: { ensure(): Promise<QuestionBasicConfig | null> };
}

export function createPortalServices(parts: PortalServiceParts): PortalServices {
  const now = parts.now ?? (() => Date.now());
  return {
    ...parts,
    now,
    auth: createAuthState(parts.store, now),
    expiryDialog: createExpiryDialogState(parts.store),
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
