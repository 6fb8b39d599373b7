import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { studioMessages } from '../../../../src/admin/i18n/i18n-provider';
import { studioTexts } from '../../../../src/admin/i18n/studio-texts';
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

  it('have the same studio keys in both languages, and follow the language asked for', () => {
    expect([...leaves(studioTexts.en).keys()]).toEqual([...leaves(studioTexts['zh-CN']).keys()]);
    expect(leaves(studioMessages('zh-CN')).get('ra.action.create')).toBe('新建');
    expect(leaves(studioMessages('en')).get('ra.action.create')).toBe('Create');
    expect(leaves(studioMessages('zh-CN')).get('resources.cardTypes.fields.typeName')).toBe('类型名称');
    expect(leaves(studioMessages('en')).get('admin.titles.homePageConfig')).toBe('Home page');
  });
});
