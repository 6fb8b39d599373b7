import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../src/shared/i18n';
import { createTranslator } from '../../../../src/shared/i18n/translator';

describe('the translator', () => {
  const t = createTranslator<'zh' | 'en'>(
    { zh: { a: { b: '你好，{{name}}', only: '仅中文' } }, en: { a: { b: 'Hello, {{ name }}' } } },
    'zh',
    'zh',
  );

  it('finds dotted keys and fills {{name}} placeholders', () => {
    expect(t.t('a.b', { name: '李明轩' })).toBe('你好，李明轩');
  });

  it('falls back to the fallback language, then defaultValue, then the key itself', async () => {
    const en = createTranslator<'zh' | 'en'>({ zh: { x: { y: '中' } }, en: {} }, 'en', 'zh');
    expect(en.t('x.y')).toBe('中');
    expect(en.t('x.z', { defaultValue: '服务器给的标题' })).toBe('服务器给的标题');
    expect(en.t('x.z')).toBe('x.z');
    expect(en.t('x')).toBe('x');
  });

  it('switches language and tells subscribers once per change', async () => {
    const listener = vi.fn();
    const unsubscribe = t.subscribe(listener);
    await t.changeLanguage('en');
    await t.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(t.t('a.b', { name: 'Ming' })).toBe('Hello, Ming');
    unsubscribe();
    await t.changeLanguage('zh');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('[SHELL-02] keeps the spec\'s exact Chinese texts in the default language', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('session.relogin')).toBe('重新登录');
    expect(i18n.t('session.abnormal')).toBe('当前登录信息异常，继续使用系统可能出现问题，请重新登录');
  });
});
