import { DEFAULT_LANDING_COLOR, type PreLoginConfig } from '../../../shared/schema/prelogin';

/** The landing page until an administrator saves one: every block shown, services grouped by scene. */
export const DEFAULT_PRE_LOGIN_CONFIG: PreLoginConfig = {
  landingColor: DEFAULT_LANDING_COLOR,
  pageTitle: '网上服务大厅',
  columns: [
    { key: 'carousel', title: '轮播图', visible: true, sort: 1 },
    { key: 'dataOverview', title: '数据概览', visible: true, sort: 2 },
    { key: 'serviceSearch', title: '服务搜索', visible: true, sort: 3 },
    { key: 'serviceColumn', title: '服务事项', visible: true, sort: 4 },
    { key: 'messageColumn', title: '通知公告', visible: true, sort: 5 },
    { key: 'commonTool', title: '常用工具', visible: true, sort: 6 },
    { key: 'thirdParty', title: '第三方平台', visible: true, sort: 7 },
  ],
  carousel: { enabled: true, intervalMs: 5000 },
  statistics: ['servicesOnline', 'departments', 'visitsTotal', 'processesThisYear'],
  serviceColumn: { groupBy: 'scene', perGroup: 8 },
  messageColumn: { size: 6 },
  throughServiceSize: 8,
  navigation: [
    { name: '首页', url: '/', openWay: 1001 },
    { name: '服务大厅', url: '/allServices', openWay: 1001 },
    { name: '学校官网', url: 'https://www.example.edu.cn', openWay: 1003 },
  ],
  // No links until the school adds some; the contact facts are the school footer's (ADR 032).
  footer: { links: [] },
  jump: { loginPath: '/login', afterLoginPath: '/homePage' },
};
