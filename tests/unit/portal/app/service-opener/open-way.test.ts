import { describe, expect, it } from 'vitest';
import {
  COMB_STR_KEY, OPEN_WAY, SERVICE_FRAME_SIZE, openingFor, popupFeatures, readCombStr, resolveOpenableUrl, serviceAddress,
  withCombStr,
} from '../../../../../src/portal/app/service-opener';
import { createMemoryStorage, createSessionStore } from '../../../../../src/shared/state/session-store';

describe('opening rules', () => {
  it('[OPEN-01] 1001 is the in-page dialog, 1002 the pop-up window, 1003 a new tab, anything else nothing', () => {
    expect(OPEN_WAY).toEqual({ dialog: 1001, popup: 1002, newTab: 1003 });
    expect(openingFor(1001)).toBe('dialog');
    expect(openingFor(1002)).toBe('popup');
    expect(openingFor(1003)).toBe('tab');
    for (const other of [0, 1000, 1004, -1, 1001.5]) expect(openingFor(other)).toBeNull();
  });

  it('[DLG-03] the frame and the pop-up window default to 1200 × 650 px', () => {
    expect(SERVICE_FRAME_SIZE).toEqual({ width: 1200, height: 650 });
    expect(popupFeatures({ availWidth: 1920, availHeight: 1080 }))
      .toBe('width=1200,height=650,left=360,top=215,resizable=yes,scrollbars=yes,noopener');
    // A small screen gets a window that fits it; a screen that reports no size gets the default at the corner.
    expect(popupFeatures({ availWidth: 1024, availHeight: 600 })).toMatch(/^width=1024,height=600,left=0,top=0,/);
    expect(popupFeatures({ availWidth: 0, availHeight: 0 })).toMatch(/^width=1200,height=650,left=0,top=0,/);
  });

  it('opens only http(s) addresses and portal paths', () => {
    expect(resolveOpenableUrl(' https://ehall.example.edu.cn/a?b=1 ')).toBe('https://ehall.example.edu.cn/a?b=1');
    expect(resolveOpenableUrl('http://lib.example.edu.cn')).toBe('http://lib.example.edu.cn/');
    expect(resolveOpenableUrl('/serviceHall?x=1')).toBe('/serviceHall?x=1');
    for (const bad of ['', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example.com/x', '/\\evil.example.com',
      'ftp://files.example.edu.cn', 'serviceHall', 'https://user:pw@example.edu.cn/']) {
      expect(resolveOpenableUrl(bad)).toBeNull();
    }
  });

  it('[OPEN-02] accessWay 5 adds combStr to the link, keeping its query and fragment', () => {
    expect(withCombStr('https://mail.example.edu.cn/login?lang=zh#inbox', 'c-1 2'))
      .toBe('https://mail.example.edu.cn/login?lang=zh&combStr=c-1+2#inbox');
    expect(withCombStr('/iframPage?x=1', 'abc')).toBe('/iframPage?x=1&combStr=abc');
    // An old value in the link is replaced, not repeated.
    expect(withCombStr('https://a.example.edu.cn/?combStr=old', 'new')).toBe('https://a.example.edu.cn/?combStr=new');
    const item = { serviceUrl: 'https://card.example.edu.cn/home', accessWay: '5' };
    expect(serviceAddress(item, 'U123')).toBe('https://card.example.edu.cn/home?combStr=U123');
    // Other access ways never carry it.
    expect(serviceAddress({ ...item, accessWay: '2' }, 'U123')).toBe('https://card.example.edu.cn/home');
  });

  it('[OPEN-02] without a stored combination value the parameter is left out', () => {
    const store = createSessionStore({ storage: createMemoryStorage() });
    expect(readCombStr(store)).toBeNull();
    expect(serviceAddress({ serviceUrl: 'https://card.example.edu.cn/home', accessWay: '5' }, readCombStr(store)))
      .toBe('https://card.example.edu.cn/home');
    store.set(COMB_STR_KEY, '   ');
    expect(readCombStr(store)).toBeNull();
    store.set(COMB_STR_KEY, 'U123');
    expect(readCombStr(store)).toBe('U123');
  });
});
