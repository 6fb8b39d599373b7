import { describe, expect, it } from 'vitest';
import { businessTypeOfLandingPage, setAdvanceLandingPage } from '../../../../src/shared/rules/landing-business-type';
import { applyNavigationEffects } from '../../../../src/shared/rules/route-guard';
import { SESSION_KEYS } from '../../../../src/shared/rules/session-keys';
import { PAGE_KEYS } from '../../../../src/shared/state/defaults';
import { createMemoryStorage, createSessionStore } from '../../../../src/shared/state/session-store';

const newStore = () => createSessionStore({ storage: createMemoryStorage() });

describe('advance landing page and the service business type', () => {
  it('[ROUTE-10] applicationServiceCenter means APPLICATION, serviceCenterBeforLogin PROCESS, anything else empty', () => {
    expect(businessTypeOfLandingPage('applicationServiceCenter')).toBe('APPLICATION');
    expect(businessTypeOfLandingPage('serviceCenterBeforLogin')).toBe('PROCESS');
    for (const page of [PAGE_KEYS.homePage, PAGE_KEYS.iframPage, PAGE_KEYS.effectivenessSupervision, '', 'processServiceCenter', 'ApplicationServiceCenter']) {
      expect(businessTypeOfLandingPage(page)).toBe('');
    }
  });

  it('[ROUTE-10] setting the landing page stores it and its type under the key route navigation uses', () => {
    const store = newStore();
    expect(setAdvanceLandingPage('applicationServiceCenter', store)).toBe('APPLICATION');
    expect(store.get(SESSION_KEYS.advanceLandingPage)).toBe('applicationServiceCenter');
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('APPLICATION');

    setAdvanceLandingPage('serviceCenterBeforLogin', store);
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('PROCESS');

    // Any other page clears a type left by an earlier choice rather than keeping it.
    setAdvanceLandingPage('homePage', store);
    expect(store.get(SESSION_KEYS.advanceLandingPage)).toBe('homePage');
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('');
  });

  it('[ROUTE-10] shares one stored value with ROUTE-04: a later navigation overrides the landing choice', () => {
    const store = newStore();
    setAdvanceLandingPage('serviceCenterBeforLogin', store);
    applyNavigationEffects('/applicationServiceCenter', store);
    expect(store.get(SESSION_KEYS.serviceBusinessType)).toBe('APPLICATION');
  });
});
