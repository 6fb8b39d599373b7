import { describe, expect, it } from 'vitest';
import {
  createI18n, DEFAULT_LANG, LANG_STORAGE_KEY, readLangPreference, saveLangPreference,
} from '../../../../src/shared/i18n';
import { createMemoryStorage } from '../../../../src/shared/state/session-store';
import { createCookieTicketStore, TICKET_COOKIE } from '../../../../src/portal/app/ticket-cookie';

describe('i18n', () => {
  it('[SHELL-02] [SESS-02] [AUTH-02] zh-CN is the default and keeps the spec texts verbatim', () => {
    expect(DEFAULT_LANG).toBe('zh-CN');
    const i18n = createI18n();
    expect(i18n.t('session.relogin')).toBe('重新登录');
    expect(i18n.t('session.abnormal')).toBe('当前登录信息异常，继续使用系统可能出现问题，请重新登录');
    expect(i18n.t('login.configFailed')).toBe('loginConfig 失败，尝试重新登录');
    expect(createI18n('en').t('session.relogin')).toBe('Sign in again');
  });

  it('remembers the language choice, and falls back to Chinese for anything else', () => {
    const storage = createMemoryStorage();
    expect(readLangPreference(storage)).toBe('zh-CN');
    saveLangPreference(storage, 'en');
    expect(storage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(readLangPreference(storage)).toBe('en');
    storage.setItem(LANG_STORAGE_KEY, 'fr');
    expect(readLangPreference(storage)).toBe('zh-CN');
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(readLangPreference(throwing)).toBe('zh-CN');
    expect(() => saveLangPreference(throwing, 'en')).not.toThrow();
  });
});

describe('ticket cookie', () => {
  it('[SESS-07] keeps the SSO ticket in serviceHall_tgt (path=/, SameSite=Strict) and clears it', () => {
    const writes: string[] = [];
    let jar = 'other=1';
    const doc = {
      get cookie() { return jar; },
      set cookie(v: string) {
        writes.push(v);
        const [pair] = v.split(';');
        const [name, value] = (pair ?? '').split('=');
        const rest = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        jar = [...rest, ...(v.includes('max-age=0') ? [] : [`${name}=${value}`])].join('; ');
      },
    };
    const ticket = createCookieTicketStore(doc, true);
    expect(ticket.get()).toBeNull();
    ticket.set('TGT-1 a/b');
    expect(writes[0]).toBe(`${TICKET_COOKIE}=TGT-1%20a%2Fb; path=/; SameSite=Strict; Secure`);
    expect(ticket.get()).toBe('TGT-1 a/b');
    ticket.clear();
    expect(writes[1]).toContain('max-age=0');
    expect(ticket.get()).toBeNull();
    expect(jar).toBe('other=1');
  });
});
