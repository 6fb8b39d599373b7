import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createStudioI18nProvider } from '../../../../src/admin/i18n/i18n-provider';
import { raChineseMessages } from '../../../../src/admin/i18n/zh-CN';

/** Every leaf key of a nested message object, dotted, with its text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix === '' ? key : `${prefix}.${key}`)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the studio messages', () => {
  const english = leaves(englishMessages);
  const chinese = leaves(raChineseMessages);

  it('translate every key of ra-language-english into Chinese, and no key it lacks', () => {
    expect(english.size).toBeGreaterThan(150);
    expect([...english.keys()].filter((key) => !chinese.has(key))).toEqual([]);
    expect([...chinese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keep the placeholders of each English text, and are really Chinese', () => {
    for (const [key, text] of english) {
      const zh = chinese.get(key) ?? '';
      // Chinese has one plural form, so it must keep what every English form uses (smart_count only selects).
      const forms = text.split('||||').map(placeholders);
      const needed = (forms[0] ?? []).filter((name) => name !== 'smart_count' && forms.every((f) => f.includes(name)));
      for (const name of needed) expect(placeholders(zh), key).toContain(name);
      expect(zh.includes('||||'), key).toBe(false);
      if (text.replace(/%\{\w+\}/g, '').trim() !== '') expect(/[\u4e00-\u9fff]/.test(zh), `${key}: ${zh}`).toBe(true);
    }
  });

});

describe('the studio i18nProvider, an adapter over the shared translator', () => {
  it('translates react-admin\'s keys in both languages, and switches with changeLocale', async () => {
    const provider = createStudioI18nProvider('zh-CN');
    expect(provider.getLocale()).toBe('zh-CN');
    expect(provider.translate('ra.action.create')).toBe('新建');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.create')).toBe('Create');
    expect(provider.getLocales?.()).toEqual([{ locale: 'zh-CN', name: '简体中文' }, { locale: 'en', name: 'English' }]);
  });

  it('fills react-admin\'s %{name} placeholders and the studio\'s {{name}} ones', async () => {
    const provider = createStudioI18nProvider('zh-CN');
    const range = { offsetBegin: 1, offsetEnd: 10, total: 42 };
    expect(provider.translate('ra.navigation.page_range_info', range)).toBe('第 1-10 项，共 42 项');
    expect(provider.translate('studio.homePreview.rows', { n: 3 })).toBe('3 行');
    expect(provider.translate('cardStudio.preview.failed', { message: '超时' })).toBe('预览数据加载失败：超时');
    await provider.changeLocale('en');
    expect(provider.translate('ra.navigation.page_range_info', range)).toBe('1-10 of 42');
    expect(provider.translate('studio.homePreview.rows', { n: 3 })).toBe('3 rows');
  });

  it('picks a plural form by smart_count in English and the one form in Chinese', async () => {
    const provider = createStudioI18nProvider('zh-CN');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('已选择 1 项');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('已选择 3 项');
    expect(provider.translate('resources.cardTypes.name', { smart_count: 2 })).toBe('卡片类型');
    await provider.changeLocale('en');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    expect(provider.translate('resources.cardTypes.name', { smart_count: 1 })).toBe('Card type');
    expect(provider.translate('resources.cardTypes.name', { smart_count: 2 })).toBe('Card types');
    expect(provider.translate('resources.cards.name', { smart_count: 0 })).toBe('Cards');
  });

  it('answers a missing key with the `_` option (interpolated, either syntax), else the key itself', () => {
    const provider = createStudioI18nProvider('zh-CN');
    expect(provider.translate('resources.nowhere.fields.title', { _: '标题' })).toBe('标题');
    expect(provider.translate('resources.nowhere.name', { _: '%{n} 个', n: 2 })).toBe('2 个');
    expect(provider.translate('resources.nowhere.empty', { _: '{{n}} 个', n: 5 })).toBe('5 个');
    expect(provider.translate('resources.nowhere.fields.title')).toBe('resources.nowhere.fields.title');
    // A key that names a group of texts, not a text, is missing too.
    expect(provider.translate('ra.action', { _: '操作' })).toBe('操作');
  });

  it('reads the shared admin texts, the card pages\' resource labels and keys with a dot in them', async () => {
    const provider = createStudioI18nProvider('en');
    expect(provider.translate('admin.titles.homePageConfig')).toBe('Home page');
    expect(provider.translate('resources.cardColumns.fields.dataSource.kind')).toBe('Data source type');
    await provider.changeLocale('zh-CN');
    expect(provider.translate('resources.cardTypes.fields.typeName')).toBe('类型名称');
    expect(provider.translate('resources.cardColumns.fields.dataSource.kind')).toBe('数据来源类型');
  });
});
