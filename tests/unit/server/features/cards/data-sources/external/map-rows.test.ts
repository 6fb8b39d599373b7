import { describe, expect, it } from 'vitest';
import { readPath, rowsToColumnData } from '../../../../../../../src/server/features/cards/data-sources/external/map-rows';

const column = (fieldMapping: Record<string, string>, cardMapping: Array<{ field: string; chineseName: string }> = []) =>
  ({ columnName: '外部', fieldMapping, cardMapping });
const NOW = Date.parse('2026-03-10T00:00:00Z');

describe('mapping an external API\'s rows into card items', () => {
  it('reads dotted paths, array indexes included, and only own properties', () => {
    const value = { a: { b: [{ c: 1 }, { c: 2 }] } };
    expect(readPath(value, '')).toBe(value);
    expect(readPath(value, 'a.b.1.c')).toBe(2);
    expect(readPath(value, 'a.x.c')).toBeUndefined();
    expect(readPath(value, 'a.constructor')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
  });

  it('maps services with defaults, coercing numbers and refusing unsafe links', () => {
    const data = rowsToColumnData('BUSINESS_EXPRESS', [
      { code: 101, title: '校园卡补办', hot: '2300', how: '1002', link: 'https://card.example.edu/apply' },
      { code: 'b', title: '危险链接', link: 'javascript:alert(1)', how: 42 },
      { title: '缺少编号' },
    ], column({ serviceId: 'code', serviceName: 'title', visitCount: 'hot', openWay: 'how', serviceUrl: 'link' }), NOW);
    expect(data).toEqual({
      kind: 'services',
      total: 2,
      items: [
        {
          serviceId: '101', serviceName: '校园卡补办', serviceIcon: '', serviceDeptName: '', serviceSceneName: '', processType: 'ONLINE',
          hasGuide: false, accessWay: '2', openWay: 1002, serviceUrl: 'https://card.example.edu/apply', visitCount: 2300, releaseTime: '',
        },
        expect.objectContaining({ serviceId: 'b', serviceUrl: '', openWay: 1003 }),
      ],
    });
  });

  it('maps news and tools, keeping only https or own-file images', () => {
    const news = rowsToColumnData('CAMPUS_NEWS', [{ id: 1, t: '新闻', img: '/api/files/abc123', when: 1_772_000_000_000, src: 'OfficialAccount', c: '2026-03-01 08:00:00Z' }],
      column({ id: 'id', title: 't', coverImage: 'img', releaseTime: 'when', dataSource: 'src', create_time: 'c' }), NOW);
    expect(news).toMatchObject({ kind: 'news', items: [{ id: '1', coverImage: '/api/files/abc123', dataSource: 'OfficialAccount', releaseTime: new Date(1_772_000_000_000).toISOString(), create_time: '2026-03-01T08:00:00.000Z' }] });
    const tools = rowsToColumnData('COMMON_TOOLS', [{ k: 'm', n: '邮箱', i: 'data:image/svg+xml,<svg/>' }], column({ id: 'k', tools_name: 'n', tools_icon: 'i' }), NOW);
    expect(tools).toEqual({ kind: 'tools', items: [{ id: 'm', tools_name: '邮箱', tools_icon: '', url: '', openWay: 1003 }] });
  });

  it('counts to-dos and overdue ones, by the flag or by a due time before now', () => {
    const data = rowsToColumnData('TODO', [
      { id: 'a', t: '逾期', due: '2026-03-01T00:00:00Z' },
      { id: 'b', t: '未到期', due: '2026-04-01T00:00:00Z' },
      { id: 'c', t: '标记逾期', late: 'true' },
    ], column({ id: 'id', title: 't', dueAt: 'due', overdue: 'late' }), NOW);
    expect(data).toMatchObject({ kind: 'todo', items: [{ columnName: '外部', todoNum: 3, todoTimeoutNum: 2 }] });
    if (data.kind === 'todo') expect(data.entries.map((e) => e.overdue)).toEqual([true, false, true]);
  });

  it('keeps only the staging fields the cardMapping shows, read through the field mapping', () => {
    const data = rowsToColumnData('STAGING_TABLE', [{ form: { kind: '事假' }, days: 2, secret: 'x' }, 'junk'],
      column({ leaveType: 'form.kind' }, [{ field: 'leaveType', chineseName: '请假类型' }, { field: 'days', chineseName: '天数' }]), NOW);
    expect(data).toEqual({
      kind: 'staging', cardMapping: [{ field: 'leaveType', chineseName: '请假类型' }, { field: 'days', chineseName: '天数' }],
      result: [{ leaveType: '事假', days: 2 }], num: 1,
    });
  });

  it('counts unread announcements and maps personal matters', () => {
    expect(rowsToColumnData('ANNOUNCEMENTS', [{ id: 1, t: '停电通知', r: false }, { id: 2, t: '放假安排', r: 1 }], column({ messageId: 'id', title: 't', read: 'r' }), NOW))
      .toMatchObject({ kind: 'announcements', unread: 1 });
    expect(rowsToColumnData('PERSONAL_MATTERS', [{ k: 'x', l: '待评价', v: '3' }], column({ key: 'k', label: 'l', value: 'v' }), NOW))
      .toEqual({ kind: 'personalMatters', items: [{ key: 'x', label: '待评价', value: 3, url: '' }] });
  });
});
