import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../../src/shared/i18n';
import { createTranslator } from '../../../../src/shared/i18n/translator';
import '../../../../src/portal/features/ratings/texts';

describe('the translator', () => {
  const t = createTranslator<'zh' | 'en'>(
    { zh: { a: { b: '你好，{{name}}', only: '仅中文' } }, en: { a: { b: 'Hello, {{ name }}' } } },
    'zh',
    'zh',
  );

  it('finds dotted keys and fills {{name}} placeholders', () => {
    expect(t.t.dynamic('a.b', { name: '李明轩' })).toBe('你好，李明轩');
  });

  it('falls back to the fallback language, then defaultValue, then the key itself', async () => {
    const en = createTranslator<'zh' | 'en'>({ zh: { x: { y: '中' } }, en: {} }, 'en', 'zh');
    expect(en.t.dynamic('x.y')).toBe('中');
    expect(en.t.dynamic('x.z', { defaultValue: '服务器给的标题' })).toBe('服务器给的标题');
    expect(en.t.dynamic('x.z')).toBe('x.z');
    expect(en.t.dynamic('x')).toBe('x');
  });

  it('switches language and tells subscribers once per change', async () => {
    const listener = vi.fn();
    const unsubscribe = t.subscribe(listener);
    await t.changeLanguage('en');
    await t.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(t.t.dynamic('a.b', { name: 'Ming' })).toBe('Hello, Ming');
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

  it('picks a `one |||| many` form by smart_count, and Chinese has one form', async () => {
    const plural = createTranslator<'zh-CN' | 'en'>(
      { 'zh-CN': { n: '{{smart_count}} 项' }, en: { n: '{{smart_count}} item |||| {{smart_count}} items' } },
      'en',
      'zh-CN',
    );
    expect(plural.t.dynamic('n', { smart_count: 1 })).toBe('1 item');
    expect(plural.t.dynamic('n', { smart_count: 0 })).toBe('0 items');
    expect(plural.t.dynamic('n', { smart_count: 7 })).toBe('7 items');
    await plural.changeLanguage('zh-CN');
    expect(plural.t.dynamic('n', { smart_count: 7 })).toBe('7 项');
  });

  it('types its keys: base and registered keys type-check, an unknown key does not', () => {
    const i18n = createI18n('zh-CN');
    expect(i18n.t('login.title')).toBe('用户登录');
    expect(i18n.t('ratings.summary.average', { score: 4.5 })).toBe('平均 4.5 分（满分 5 分）');
    // @ts-expect-error: a key no dictionary has is a type error (ADR 020); at run time it answers the key.
    expect(i18n.t('ratings.nope')).toBe('ratings.nope');
    // @ts-expect-error: a group of texts is not a text.
    expect(i18n.t('ratings.summary')).toBe('ratings.summary');
    // Keys made at run time go through the named escape hatch, with the text to show when they are unknown.
    expect(i18n.t.dynamic('serverMenu.x', { defaultValue: '服务器给的标题' })).toBe('服务器给的标题');
  });
});
