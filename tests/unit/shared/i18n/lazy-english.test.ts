import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the i18n module: the tier's setup gave the shared one English up front. */
async function freshI18n() {
  vi.resetModules();
  return import('../../../../src/shared/i18n');
}

describe('English loads on first use', () => {
  it('a translator asked for English before it arrived says Chinese, then English once changeLanguage loaded it', async () => {
    const { createI18n } = await freshI18n();
    const early = createI18n('en');
    // Not loaded yet: the fallback, never a bare key.
    expect(early.t('app.skipToContent')).toBe('跳到主要内容');
    const i18n = createI18n('zh-CN');
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.skipToContent')).toBe('Skip to main content');
    // Every translator shares the dictionaries: the early one reads English now too.
    expect(early.t('app.skipToContent')).toBe('Skip to main content');
  });

  it('loadLang is one load however often it is asked, and Chinese needs none', async () => {
    const { createI18n, loadLang } = await freshI18n();
    await Promise.all([loadLang('en'), loadLang('en'), loadLang('zh-CN')]);
    expect(createI18n('en').t('lang.label')).toBe('Language');
  });
});
