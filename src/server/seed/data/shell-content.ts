import type { FooterLink, NavigationType } from '../../db/schema/shell';
import { UNIVERSITY_NAME } from './departments';

/** The built-in top navigation of the signed-in shell (doc1 §2 routes, config routes under /userFrameConfig). */
export interface NavigationSeed {
  key: string;
  navigationName: string;
  /** The English name (ADR 033), so the demo's English mode shows English navigation. */
  navigationNameEn: string;
  navigationType: NavigationType;
  path: string;
  configPath: string;
  isAuto: 0 | 1;
}

export const NAVIGATION: readonly NavigationSeed[] = [
  { key: 'home', navigationName: '首页', navigationNameEn: 'Home', navigationType: 'HOME_PAGE', path: '/homePage', configPath: '/userFrameConfig/homePageConfig', isAuto: 1 },
  { key: 'hall', navigationName: '服务大厅', navigationNameEn: 'Service Hall', navigationType: 'SERVICE_HALL', path: '/serviceHall', configPath: '/userFrameConfig/serviceHallConfig', isAuto: 1 },
  { key: 'flow', navigationName: '流程服务中心', navigationNameEn: 'Process Services', navigationType: 'FLOW_SERVICE_CENTER', path: '/processServiceCenter', configPath: '/userFrameConfig/processServiceCenterConfig', isAuto: 1 },
  { key: 'apply', navigationName: '应用服务中心', navigationNameEn: 'Application Services', navigationType: 'APPLY_SERVICE_CENTER', path: '/applicationServiceCenter', configPath: '/userFrameConfig/applicationServiceCenterConfig', isAuto: 1 },
  { key: 'lists', navigationName: '三张清单', navigationNameEn: 'Three Lists', navigationType: 'THREE_LISTS', path: '/threelists', configPath: '/userFrameConfig/threeListsConfig', isAuto: 1 },
  { key: 'effect', navigationName: '效能监督', navigationNameEn: 'Efficiency Supervision', navigationType: 'EFFECTIVENESS', path: '/effectivenessSupervision', configPath: '/userFrameConfig/effectivenessMonitoringConfig', isAuto: 1 },
];

export const FOOTER = {
  schoolName: UNIVERSITY_NAME,
  // The year of the first start, as a real deployment's footer would read.
  copyright: `Copyright © ${new Date().getFullYear()} ${UNIVERSITY_NAME} 版权所有`,
  address: '江州市高新区学府大道 88 号',
  phone: '0731-88820001',
  email: 'ehall@hxlg.edu.cn',
  icp: '湘ICP备00000000号-1',
  links: [
    { name: '学校官网', url: 'https://www.hxlg.edu.cn/' },
    { name: '信息公开', url: 'https://xxgk.hxlg.edu.cn/' },
    { name: '图书馆', url: 'https://lib.hxlg.edu.cn/' },
    { name: '网络与信息中心', url: 'https://nic.hxlg.edu.cn/' },
  ] satisfies FooterLink[],
};

export const ROBOT = {
  robotName: '小华',
  greeting: '你好，我是小华，华夏理工大学网上服务大厅的智能助手。办事流程、证明开具、账号密码等问题都可以问我哦～',
  isOpen: 1,
};
