import { PAGE_KEYS } from '../state/defaults';
import type { ServiceBusinessType } from './route-guard';
import { SESSION_KEYS, type SessionStoreLike } from './session-keys';

/**
 * ROUTE-10 (doc2 §4): the service business type a landing page implies — the application service centre
 * lists APPLICATION services, the pre-login service centre PROCESS ones, every other page none.
 */
export function businessTypeOfLandingPage(page: string): ServiceBusinessType {
  if (page === PAGE_KEYS.applicationServiceCenter) return 'APPLICATION';
  if (page === PAGE_KEYS.serviceCenterBeforLogin) return 'PROCESS';
  return '';
}

/**
 * ROUTE-10: sets the advance landing page and, under the same key ROUTE-04 uses for a route, the service
 * business type it implies, so the service lists read one value whichever way the user arrived.
 */
export function setAdvanceLandingPage(page: string, store: SessionStoreLike): ServiceBusinessType {
  const type = businessTypeOfLandingPage(page);
  store.set(SESSION_KEYS.advanceLandingPage, page);
  store.set(SESSION_KEYS.serviceBusinessType, type);
  return type;
}
