import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createI18n } from '../../../../src/shared/i18n';
import { followValidationLanguage } from '../../../../src/shared/i18n/zod-locale';
import { cardConfigSchema, cardTypeConfigSchema } from '../../../../src/shared/schema/cards';

const messages = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('zod\'s own messages follow the UI language', () => {
  it('a missing value says 请填写此项 and other rules read zod\'s zh-CN locale, never \'Invalid input\'', async () => {
    await followValidationLanguage(createI18n('zh-CN'));
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['请填写此项']);
    const tooBig = messages(z.number().check(z.lte(3)), 5);
    expect(tooBig).toHaveLength(1);
    expect(tooBig[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(tooBig[0]).not.toMatch(/Invalid|Too big/);
  });

  it('an empty card-type name and a missing card type say what to fill in', async () => {
    await followValidationLanguage(createI18n('zh-CN'));
    expect(messages(cardTypeConfigSchema, { typeName: null, sort: 0 })).toEqual(['请输入类型名称']);
    expect(messages(cardTypeConfigSchema, { typeName: '', sort: 0 })).toEqual(['请输入类型名称']);
    const card = { cardName: '卡片', cardIntroduction: '', displayRows: 1, cardKind: 'TODO', url: '', status: 1, sort: 0 };
    expect(messages(cardConfigSchema, { ...card, typeId: null })).toEqual(['请选择卡片类型']);
    expect(messages(cardConfigSchema, { ...card, typeId: '' })).toEqual(['请选择卡片类型']);
  });

  it('[CARD-13] the card form refuses an address that is neither a frame config nor a URL', async () => {
    await followValidationLanguage(createI18n('zh-CN'));
    const card = { typeId: 't', cardName: '卡片', cardIntroduction: '', displayRows: 1, cardKind: 'TODO', status: 1, sort: 0 };
    expect(messages(cardConfigSchema, { ...card, url: '校园新闻' })[0]).toContain('卡片地址须为');
    expect(messages(cardConfigSchema, { ...card, url: 'https://news.example.edu/' })).toEqual([]);
    expect(messages(cardConfigSchema, { ...card, url: '{"type":"iframe","url":"https://a.example.edu/"}' })).toEqual([]);
  });

  it('follows a change of language to English', async () => {
    const i18n = createI18n('zh-CN');
    await followValidationLanguage(i18n);
    await i18n.changeLanguage('en');
    await followValidationLanguage(i18n);
    expect(messages(z.object({ a: z.string() }), {})).toEqual(['Please fill in this field']);
    expect(messages(z.number().check(z.lte(3)), 5)[0]).toMatch(/Too big/);
  });
});
