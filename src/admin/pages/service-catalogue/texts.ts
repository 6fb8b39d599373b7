import { registerTexts } from '../../../shared/i18n';

/** The service catalogue page's texts, in the studio's current language (kept beside the page). */
const zhCN = {
  title: '服务目录',
  fields: {
    serviceCode: '服务编码', serviceName: '服务名称', serviceType: '服务类型', deptId: '服务部门', deptName: '服务部门',
    accessWay: '访问方式', openWay: '打开方式', status: '状态',
  },
  search: '搜索服务名称或编码',
  allKinds: '全部类型',
  allStatuses: '全部状态',
  kinds: { APPLICATION: '应用', PROCESS: '流程' },
  statuses: { 1: '上架', 0: '下架' } as Record<number, string>,
  accessWays: { 1: '内置流程表单', 2: '外部链接', 3: '单点登录链接', 5: '带身份参数的链接' } as Record<string, string>,
  openWays: { 1001: '页面内弹窗', 1002: '弹出窗口', 1003: '新标签页' } as Record<number, string>,
  empty: '没有符合条件的服务',
  importHint: '用“导入”批量新增或更新服务（按服务编码匹配）；导入后门户搜索即可找到。',
};

type ServiceCatalogueTexts = typeof zhCN;

const en: ServiceCatalogueTexts = {
  title: 'Service catalogue',
  fields: {
    serviceCode: 'Code', serviceName: 'Service', serviceType: 'Kind', deptId: 'Department', deptName: 'Department',
    accessWay: 'Access', openWay: 'Opens in', status: 'Status',
  },
  search: 'Search name or code',
  allKinds: 'All kinds',
  allStatuses: 'All statuses',
  kinds: { APPLICATION: 'Application', PROCESS: 'Process' },
  statuses: { 1: 'Listed', 0: 'Withdrawn' },
  accessWays: { 1: 'Built-in flow form', 2: 'External link', 3: 'Single sign-on link', 5: 'Link with identity' },
  openWays: { 1001: 'In-page dialog', 1002: 'Pop-up window', 1003: 'New tab' },
  empty: 'No services match',
  importHint: 'Use “Import” to add or update services in bulk (matched by code); the portal search finds them afterwards.',
};

registerTexts('serviceCatalogue', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    serviceCatalogue: typeof zhCN;
  }
}
