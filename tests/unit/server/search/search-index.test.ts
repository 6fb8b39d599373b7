import { describe, expect, it } from 'vitest';
import { SearchIndex, type ServiceSource } from '../../../../src/server/search/search-index';
import { toSynonymTable } from '../../../../src/server/search/synonyms';
import type { Audience, ServiceKind } from '../../../../src/server/db/schema/catalogue';

let seq = 0;
function service(name: string, extra: { audience?: Audience; visits?: number; dept?: string; scene?: string; type?: string; kind?: ServiceKind; description?: string } = {}): ServiceSource {
  seq += 1;
  return {
    item: {
      serviceId: `svc-${String(seq).padStart(3, '0')}`,
      serviceName: name,
      serviceIcon: '',
      serviceDeptName: extra.dept ?? '综合办公室',
      serviceSceneName: extra.scene ?? '综合服务',
      processType: 'ONLINE',
      hasGuide: false,
      accessWay: '1',
      openWay: 1001,
      serviceUrl: '',
      visitCount: extra.visits ?? 0,
      releaseTime: '2024-01-01T00:00:00.000Z',
    },
    audience: extra.audience ?? 'all',
    serviceType: extra.kind ?? 'PROCESS',
    typeName: extra.type ?? '申请审批',
    description: extra.description ?? '',
  };
}

const CATALOGUE = [
  service('学生请假申请', { audience: 'student', visits: 500 }),
  service('教职工请假申请', { audience: 'teacher', visits: 300 }),
  service('销假登记', { audience: 'student', visits: 50 }),
  service('请假', { visits: 1 }),
  service('请假条打印', { visits: 2 }),
  service('银行账户变更', { dept: '财务处', visits: 40 }),
  service('校长信箱', { visits: 70 }),
  service('校园卡挂失', { visits: 900, dept: '后勤保障处' }),
  service('VPN 账号申请', { visits: 10, dept: '网络信息中心', kind: 'APPLICATION' }),
  service('宿舍报修', { visits: 80, dept: '后勤保障处', description: '宿舍内设施损坏可在线报修，保洁问题请找楼管。' }),
  service('成绩单打印', { dept: '教务处', visits: 700 }),
];

const index = new SearchIndex(1, CATALOGUE, [], toSynonymTable([['请假', '休假', '销假'], ['一卡通', '校园卡']]));
const names = (keyword: string, roleType = 'admin', serviceType: '' | 'APPLICATION' | 'PROCESS' = '') =>
  index.search(keyword, { roleType, serviceType }).hits.map((h) => h.item.serviceName);

describe('the search index', () => {
  it('ranks exact name > prefix > substring, ties by heat', () => {
    expect(names('请假').slice(0, 5)).toEqual(['请假', '请假条打印', '学生请假申请', '教职工请假申请', '销假登记']);
  });

  it('finds two-character Chinese words anywhere in a name', () => {
    expect(names('报修')).toEqual(['宿舍报修']);
    expect(names('账户')).toEqual(['银行账户变更']);
  });

  it('matches pinyin initials (qj) and full pinyin (qingjia), initials ranking above full pinyin', () => {
    expect(names('qj')).toEqual(expect.arrayContaining(['学生请假申请', '教职工请假申请', '请假', '请假条打印']));
    expect(names('qingjia')).toEqual(expect.arrayContaining(['学生请假申请', '教职工请假申请', '请假', '请假条打印']));
    expect(names('qingj')).toContain('请假');
    expect(names('qjia')).toContain('请假');
    const tiers = (q: string) => index.search(q, { roleType: 'admin' }).hits.filter((h) => h.item.serviceName === '请假').map((h) => h.tier);
    expect(tiers('qj')[0]).toBeLessThan(tiers('qingjia')[0] ?? 0);
  });

  it('indexes every reading of a polyphonic character: 行 hang/xing, 长 zhang/chang', () => {
    expect(names('yinhang')).toContain('银行账户变更');
    expect(names('yinxing')).toContain('银行账户变更');
    expect(names('xiaozhang')).toContain('校长信箱');
    expect(names('xiaochang')).toContain('校长信箱');
    expect(names('xzxx')).toContain('校长信箱');
  });

  it('tolerates one typo in Latin input of four or more characters and says what it corrected', () => {
    const outcome = index.search('qingjai', { roleType: 'admin' });
    expect(outcome.hits.map((h) => h.item.serviceName)).toContain('请假');
    expect(outcome.corrected).toBe('qingjia');
    expect(names('xiaozang')).toContain('校长信箱');
    // Three characters are too few for a typo to mean anything.
    expect(names('qjx')).toEqual([]);
  });

  it('applies synonyms at query time, ranked below name and pinyin matches', () => {
    expect(names('一卡通')).toEqual(['校园卡挂失']);
    const hits = index.search('休假', { roleType: 'admin' }).hits;
    expect(hits.map((h) => h.item.serviceName)).toEqual(expect.arrayContaining(['学生请假申请', '销假登记', '请假']));
    expect(new Set(hits.map((h) => h.tier))).toEqual(new Set([5]));
  });

  it('matches other fields last: department, scene, type, description', () => {
    expect(names('后勤保障')).toEqual(['校园卡挂失', '宿舍报修']);
    expect(names('保洁')).toEqual(['宿舍报修']);
    expect(names('jwc')).toEqual(['成绩单打印']);
    const mixed = index.search('校园卡', { roleType: 'admin' }).hits;
    expect(mixed[0]?.item.serviceName).toBe('校园卡挂失');
  });

  it('matches several terms together', () => {
    expect(names('学生 请假')).toEqual(['学生请假申请']);
    expect(names('vpn 申请')).toEqual(['VPN 账号申请']);
  });

  it('shows each role only what it may see: visitors audience all, students and teachers their own too', () => {
    expect(names('请假', 'nobody')).toEqual(['请假', '请假条打印']);
    expect(names('请假', 'student')).not.toContain('教职工请假申请');
    expect(names('请假', 'student')).toContain('学生请假申请');
    expect(names('请假', 'teacher')).not.toContain('学生请假申请');
    expect(names('请假', 'teacher')).toContain('教职工请假申请');
  });

  it('filters by service type', () => {
    expect(names('申请', 'admin', 'APPLICATION')).toEqual(['VPN 账号申请']);
    expect(names('申请', 'admin', 'PROCESS')).not.toContain('VPN 账号申请');
  });

  it('answers nothing for punctuation only or an unknown word', () => {
    expect(names('，。！')).toEqual([]);
    expect(names('火星移民')).toEqual([]);
  });

  it('normalises case and full-width letters', () => {
    expect(names('ＶＰＮ')).toEqual(['VPN 账号申请']);
    expect(names('Vpn')).toEqual(['VPN 账号申请']);
  });
});
