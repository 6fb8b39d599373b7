import { describe, expect, it } from 'vitest';
import { cardBasicConfigSchema, cardTypeConfigSchema } from '../../../../src/shared/schema/cards';
import { navigationDocumentSchema, navigationSubmitSchema } from '../../../../src/shared/schema/navigation-config';
import { preLoginColumnSchema } from '../../../../src/shared/schema/prelogin';
import { serviceItemSchema } from '../../../../src/shared/schema/cards';
import { ENGLISH_LIMITS } from '../../../../src/shared/schema/english';

describe('optional English fields of the shared schemas (ADR 033)', () => {
  const entry = { navigationName: '校园地图', path: '/campusMap' };

  it('[SHELL-07] accepts a navigation entry without an English name, and keeps one that is given, trimmed', () => {
    expect(navigationSubmitSchema.parse(entry).navigationNameEn).toBeUndefined();
    expect(navigationSubmitSchema.parse({ ...entry, navigationNameEn: '  Campus Map ' }).navigationNameEn).toBe('Campus Map');
    expect(navigationSubmitSchema.parse({ ...entry, navigationNameEn: '' }).navigationNameEn).toBe('');
  });

  it('[SHELL-07] refuses an English name over its own limit, in Chinese, on its own field', () => {
    const result = navigationSubmitSchema.safeParse({ ...entry, navigationNameEn: 'x'.repeat(ENGLISH_LIMITS.navigationName + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['navigationNameEn'], message: `英文名称不能超过 ${ENGLISH_LIMITS.navigationName} 个字符` });
  });

  it('reads a stored document written before English existed', () => {
    const doc = {
      entries: [{ id: 'a', navigationName: '首页', navigationType: 'HOME_PAGE', isBuilt: 1, isAuto: 1, path: '/homePage', configPath: '', roleIds: [] }],
    };
    expect(navigationDocumentSchema.parse(doc).entries[0]?.navigationNameEn).toBeUndefined();
  });

  it('[CARD-02] gives cards and card types longer English limits than their Chinese ones', () => {
    const longEnglish = 'Research Project Proposals';
    expect(cardTypeConfigSchema.safeParse({ typeName: '科研', typeNameEn: longEnglish, sort: 1 }).success).toBe(true);
    expect(cardBasicConfigSchema.safeParse({ cardName: '待办', cardIntroduction: '', displayRows: 1, cardNameEn: longEnglish, cardIntroductionEn: 'x'.repeat(400) }).success).toBe(true);
    expect(cardBasicConfigSchema.safeParse({ cardName: '待办', cardIntroduction: '', displayRows: 1, cardIntroductionEn: 'x'.repeat(401) }).success).toBe(false);
  });

  it('keeps the English siblings of an answer and does not require them', () => {
    const item = {
      serviceId: 's1', serviceName: '学生请假申请', serviceIcon: '', serviceDeptName: '学生工作部（处）', serviceSceneName: '', processType: 'ONLINE',
      hasGuide: true, accessWay: '1', openWay: 1001, serviceUrl: '', visitCount: 0, releaseTime: '2026-01-01T00:00:00.000Z',
    };
    expect(serviceItemSchema.parse(item).serviceNameEn).toBeUndefined();
    expect(serviceItemSchema.parse({ ...item, serviceNameEn: 'Student Leave Application' }).serviceNameEn).toBe('Student Leave Application');
  });

  it('accepts a landing column heading in English', () => {
    expect(preLoginColumnSchema.parse({ key: 'serviceColumn', title: '服务', titleEn: ' Services ', visible: true, sort: 1 }).titleEn).toBe('Services');
  });
});
