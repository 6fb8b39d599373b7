import { describe, expect, it } from 'vitest';
import { SearchIndex, type GuideSource, type ServiceSource } from '../../../../src/server/search/search-index';
import { toSynonymTable } from '../../../../src/server/search/synonyms';
import { TIER } from '../../../../src/server/search/match';

let seq = 0;
function service(name: string, extra: { visits?: number; description?: string; audience?: 'all' | 'student' | 'teacher' } = {}): ServiceSource {
  seq += 1;
  return {
    item: {
      serviceId: `svc-${String(seq).padStart(3, '0')}`, serviceName: name, serviceIcon: '', serviceDeptName: '综合办公室',
      serviceSceneName: '综合服务', processType: 'ONLINE', hasGuide: true, accessWay: '1', openWay: 1001, serviceUrl: '',
      visitCount: extra.visits ?? 0, releaseTime: '2024-01-01T00:00:00.000Z',
    },
    audience: extra.audience ?? 'all',
    serviceType: 'PROCESS',
    typeName: '申请审批',
    description: extra.description ?? '',
  };
}

const NAMED = [
  service('学生请假申请', { visits: 500 }),
  service('成绩单打印', { visits: 700 }),
  service('在读证明开具', { visits: 300 }),
  service('差旅费报销', { visits: 200 }),
  service('用印申请', { visits: 20 }),
  service('银行账户变更', { visits: 40 }),
  service('校园卡挂失', { visits: 900 }),
  service('校园卡补办', { visits: 400 }),
];
// Many services whose guides and descriptions mention 校园卡 without being about it.
const FILLER = Array.from({ length: 40 }, (_, i) => service(`实验室安全培训${i}`, { description: i % 2 === 0 ? '凭校园卡签到。' : '' }));
const CATALOGUE = [...NAMED, ...FILLER];
const GUIDES: GuideSource[] = FILLER.map((s) => ({ serviceId: s.item.serviceId, text: '材料：身份证、校园卡。' }));
// As the demo seeds them (src/server/seed/data/synonyms.ts): data an administrator edits, not code.
const SYNONYMS = toSynonymTable([['出差', '差旅', '差旅费'], ['印章', '用印', '盖章', '公章'], ['一卡通', '校园卡', '饭卡']]);
const index = new SearchIndex(1, CATALOGUE, GUIDES, SYNONYMS);
const search = (keyword: string) => index.search(keyword, { roleType: 'nobody' });
const names = (keyword: string) => search(keyword).hits.map((h) => h.item.serviceName);

describe('search rescues and ranking (ADR 027)', () => {
  it('homophone typo 请价 finds 请假 and says so', () => {
    const outcome = search('请价');
    expect(names('请价')[0]).toBe('学生请假申请');
    expect(outcome.hits[0]?.tier).toBe(TIER.HOMOPHONE);
    expect(outcome.corrected).toBe('请假');
  });

  it('homophone typo 成绩但 finds 成绩单', () => {
    expect(names('成绩但')).toEqual(['成绩单打印']);
    expect(search('成绩但').corrected).toBe('成绩单');
  });

  it('homophone typo 在读正明 finds 在读证明', () => {
    expect(names('在读正明')).toEqual(['在读证明开具']);
    expect(search('在读正明').corrected).toBe('在读证明');
  });

  it('synonym 出差 finds 差旅费报销', () => {
    expect(names('出差')).toEqual(['差旅费报销']);
    expect(search('出差').hits[0]?.tier).toBe(TIER.SYNONYM);
    expect(search('出差').corrected).toBeUndefined();
  });

  it('two-character overlap 成绩证明 finds 成绩单打印', () => {
    expect(names('成绩证明')).toContain('成绩单打印');
    expect(search('成绩证明').hits.find((h) => h.item.serviceName === '成绩单打印')?.tier).toBe(TIER.OVERLAP);
  });

  it('校园卡 lists the services named by it first and cuts guide-only matches', () => {
    const outcome = search('校园卡');
    expect(outcome.hits.slice(0, 2).map((h) => h.item.serviceName)).toEqual(['校园卡挂失', '校园卡补办']);
    // Two names and 20 descriptions mention it; the 40 guides that list it as a material are not in the service list.
    expect(outcome.total).toBe(22);
    // The guide search (services with a guide) still reads the guides.
    expect(index.search('校园卡', { roleType: 'nobody', withGuide: true }).total).toBe(40);
  });

  it('yinzhang is 印章 (a synonym of 用印), never corrected to 银行', () => {
    const outcome = search('yinzhang');
    expect(outcome.hits.map((h) => h.item.serviceName)).toEqual(['用印申请']);
    expect(outcome.corrected).toBeUndefined();
    // A real typo with no meaning of its own is still corrected.
    expect(search('yinhagn').corrected).toBe('yinhang');
  });

  it('a correctly typed word never gets homophone noise', () => {
    expect(names('请假')).toEqual(['学生请假申请']);
    expect(search('请假').corrected).toBeUndefined();
  });

  it('suggests distinct names, best first', () => {
    expect(index.suggestNames('校园卡', { roleType: 'nobody' }, 2)).toEqual(['校园卡挂失', '校园卡补办']);
    expect(index.suggestNames('qingjia', { roleType: 'nobody' }, 5)).toEqual(['学生请假申请']);
  });
});
