import { describe, expect, it } from 'vitest';
import { contentText, pickContentText } from '../../../../src/shared/i18n/content';

describe('configured content in the reader\'s language (ADR 033)', () => {
  const entry = { navigationName: '服务大厅', navigationNameEn: 'Service Hall' };

  it('shows the English sibling in English mode', () => {
    expect(contentText(entry, 'navigationName', 'en')).toBe('Service Hall');
  });

  it('always shows the Chinese text in Chinese mode, English set or not', () => {
    expect(contentText(entry, 'navigationName', 'zh-CN')).toBe('服务大厅');
  });

  it('falls back to the Chinese text when the English one is absent, null, empty or only spaces', () => {
    expect(contentText({ serviceName: '学生请假申请' }, 'serviceName', 'en')).toBe('学生请假申请');
    expect(contentText({ serviceName: '学生请假申请', serviceNameEn: null }, 'serviceName', 'en')).toBe('学生请假申请');
    expect(contentText({ serviceName: '学生请假申请', serviceNameEn: '' }, 'serviceName', 'en')).toBe('学生请假申请');
    expect(contentText({ serviceName: '学生请假申请', serviceNameEn: '   ' }, 'serviceName', 'en')).toBe('学生请假申请');
  });

  it('trims the English text it shows and treats any English locale as English', () => {
    expect(pickContentText('en-GB', '首页', '  Home ')).toBe('Home');
  });

  it('keeps an empty Chinese text empty when no English is set (callers show their own "none")', () => {
    expect(contentText({ serviceDeptName: '' }, 'serviceDeptName', 'en')).toBe('');
  });
});
