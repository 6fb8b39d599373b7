import type { ServiceItem } from '../../../../../src/shared/schema/cards';
import type { PreLoginColumn, PreLoginConfig } from '../../../../../src/shared/schema/prelogin';
import type { SearchServiceResult } from '../../../../../src/shared/schema/search';
import type { Handler } from '../../../../support/portal-harness';

/** Answers of the landing page's visitor calls, in the shapes of src/shared/schema/prelogin.ts. */

export function column(key: PreLoginColumn['key'], title: string, sort: number, visible = true): PreLoginColumn {
  return { key, title, visible, sort };
}

const allColumns: PreLoginColumn[] = [
  column('carousel', '轮播图', 1),
  column('dataOverview', '数据概览', 2),
  column('serviceSearch', '服务搜索', 3),
  column('serviceColumn', '服务事项', 4),
  column('messageColumn', '通知公告', 5),
  column('commonTool', '常用工具', 6),
  column('thirdParty', '第三方平台', 7),
];

export function landingConfig(overrides: Partial<PreLoginConfig> = {}): PreLoginConfig {
  return {
    landingColor: '#087EEB',
    pageTitle: '网上服务大厅',
    columns: allColumns,
    carousel: { enabled: true, intervalMs: 5000 },
    statistics: ['servicesOnline', 'departments'],
    serviceColumn: { groupBy: 'scene', perGroup: 2 },
    messageColumn: { size: 6 },
    throughServiceSize: 8,
    navigation: [
      { name: '首页', url: '/', openWay: 1001 },
      { name: '服务大厅', url: '/allServices', openWay: 1001 },
      { name: '学校官网', url: 'https://www.example.edu.cn', openWay: 1003 },
      { name: '坏链接', url: 'javascript:alert(1)', openWay: 1003 },
    ],
    footer: { links: [{ name: '图书馆', url: 'https://lib.example.edu.cn' }] },
    jump: { loginPath: '/login', afterLoginPath: '/homePage' },
    ...overrides,
  };
}

const school = { schoolName: '华夏理工大学', logo: '/api/files/logo1', landingColor: '#087EEB' };

export function service(serviceId: string, serviceName: string, extra: Partial<ServiceItem> = {}): ServiceItem {
  return {
    serviceId, serviceName, serviceIcon: '', serviceDeptName: '学生工作处', serviceSceneName: '学生事务',
    processType: 'ONLINE', hasGuide: true, accessWay: '2', openWay: 1003,
    serviceUrl: `https://ehall.example.edu.cn/service/${serviceId}`, visitCount: 10, releaseTime: '2026-01-01T00:00:00Z', ...extra,
  };
}

const slides = [
  { id: 's1', title: '欢迎使用网上服务大厅', imgUrl: '/api/files/c1', linkUrl: '/allServices' },
  { id: 's2', title: '新生入学服务专区', imgUrl: '/api/files/c2', linkUrl: '' },
  { id: 's3', title: '网络安全宣传周', imgUrl: 'javascript:alert(1)', linkUrl: 'https://www.example.edu.cn' },
];

const groupServices = Array.from({ length: 30 }, (_, i) => service(`g1-${i + 1}`, `学生服务${i + 1}`));

/** Every call of the landing page answered; `overrides` replace single answers by catalogue name. */
export function landingHandlers(overrides: Record<string, Handler> = {}, config: PreLoginConfig = landingConfig()): Record<string, Handler> {
  return {
    getPreLoginIndex: () => ({
      school, config,
      footer: {
        copyright: '© 华夏理工大学', address: '学府路 1 号', phone: '0571-88886666', email: 'nic@example.edu.cn', icp: '京ICP备00000000号',
        links: config.footer.links,
      },
    }),
    carouselImgList: () => slides,
    dataOverview: () => [
      { key: 'servicesOnline', label: '在线服务', value: 1280 },
      { key: 'departments', label: '服务部门', value: 36 },
      { key: 'visitsTotal', label: '累计访问', value: 33_125_128 },
    ],
    searchHeatWordNobody: () => [
      { word: '请假', pinned: true, searchCount: 0 },
      { word: '成绩单', pinned: false, searchCount: 12 },
    ],
    searchServiceNobody: (input): SearchServiceResult => {
      const { keyword } = input as { keyword: string };
      return { records: [service('s-leave', '学生请假')], total: 1, keyword };
    },
    queryAllServiceByType: () => ({
      groupBy: 'scene',
      groups: [
        { groupId: 'g1', groupName: '学生事务', total: 30, services: groupServices.slice(0, 2) },
        { groupId: 'g2', groupName: '后勤服务', total: 1, services: [service('g2-1', '宿舍报修')] },
      ],
    }),
    queryServiceByType: (input) => {
      const { current, size } = input as { groupId: string; current: number; size: number };
      return { records: groupServices.slice((current - 1) * size, current * size), total: groupServices.length, current, size };
    },
    messageColumn: () => ({
      records: [{ id: 'm 1', title: '关于寒假放假安排的通知', fromUserName: '校长办公室', createdAt: '2026-01-05T08:00:00Z' }],
      total: 1, current: 1, size: 6,
    }),
    preLoginCommonTool: () => [
      { id: 't1', name: '校园VPN', icon: '', url: 'https://vpn.example.edu.cn', openWay: 1003 },
    ],
    queryThirdParty: () => [
      { id: 'p1', name: '学信网', logo: '/api/files/p1', url: 'https://www.chsi.com.cn' },
      { id: 'p2', name: '坏平台', logo: '', url: 'javascript:alert(1)' },
    ],
    ...overrides,
  };
}
