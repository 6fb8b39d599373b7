import { registerTexts, type SameKeys } from '../../shared/i18n';
import { cardResourceTexts } from '../resources/cards/texts';

/**
 * The studio's own texts: `{{name}}` placeholders, `one |||| many` plurals (react-admin passes smart_count), and
 * resource labels under `resources.<name>` where react-admin's buttons, titles and columns look for them. The entry
 * titles and descriptions come from the shared `admin` texts, which the portal uses too.
 */
const zhCN = {
  studio: {
    menuToggle: '配置菜单',
    pendingTitle: '该配置页尚未开放',
    pendingBody: '该页面正在建设中，开放后即可在此配置。',
    pageLoadFailed: '页面加载失败：网络中断或系统已更新，请重新加载。',
    reload: '重新加载',
    homePreview: {
      layout: '默认布局', rows: '{{n}} 行', catalogue: '可添加的卡片', none: '无', mandatory: '必选',
      page: '{{role}}的首页', empty: '该角色的首页没有卡片',
      hint: '以该角色的新用户身份显示草稿中的首页：卡片、顺序、行数和该角色可见的公共内容，不含任何人的个人数据（包括你的）。',
    },
    /** Under every optional English input (ADR 033). */
    englishHelp: '英文界面显示此项；不填则显示中文',
  },
  resources: {
    ...cardResourceTexts['zh-CN'],
    cardTypes: {
      name: '卡片类型',
      fields: { id: '编号', typeName: '类型名称', typeNameEn: '英文名称（可选）', sort: '排序', cardCount: '卡片数' },
      empty: '还没有卡片类型，新建一个后即可把卡片归入其中。',
      sortHelp: '数字越小越靠前',
    },
    themes: { name: '主题与外观' },
    preLogin: { name: '登录前配置' },
    duties: { name: '职责清单' },
    dutyDepts: { name: '部门信息' },
    guides: { name: '办事指南' },
    homeFooter: { name: '页脚' },
    schoolSignIn: { name: '统一身份认证' },
    serviceHallCentre: { name: '服务大厅' },
    helpAndFeedback: { name: '帮助与反馈' },
    processCentre: { name: '流程服务中心' },
    applicationCentre: { name: '应用服务中心' },
    serviceCatalogue: { name: '服务目录' },
    studioUsers: { name: '用户' },
    directorySync: { name: '目录同步' },
    businessSystems: { name: '业务系统接入' },
    threeListsConfig: { name: '三张清单配置' },
    externalApis: { name: '外部接口' },
  },
} as const;

type StudioTexts = SameKeys<typeof zhCN>;

const en: StudioTexts = {
  studio: {
    menuToggle: 'Configuration menu',
    pendingTitle: 'This configuration page is not open yet',
    pendingBody: 'This page is being built; once open, you configure it here.',
    pageLoadFailed: 'The page could not be loaded: the network dropped or the system was updated. Reload to try again.',
    reload: 'Reload',
    homePreview: {
      layout: 'Default layout', rows: '{{n}} rows', catalogue: 'Cards that can be added', none: 'none', mandatory: 'Required',
      page: 'Home page of {{role}}', empty: 'This role\'s home page has no cards',
      hint: 'The draft\'s home page as a new user of this role sees it: cards, order, rows and the public content the role is shown, never anyone\'s personal data (yours included).',
    },
    englishHelp: 'Shown in the English interface; left empty, the Chinese text shows',
  },
  resources: {
    ...cardResourceTexts.en,
    cardTypes: {
      name: 'Card type |||| Card types',
      fields: { id: 'ID', typeName: 'Type name', typeNameEn: 'English name (optional)', sort: 'Order', cardCount: 'Cards' },
      empty: 'No card types yet: create one to group cards in it.',
      sortHelp: 'Smaller numbers come first',
    },
    themes: { name: 'Theme |||| Themes and guise' },
    preLogin: { name: 'Pre-login page' },
    duties: { name: 'Duty |||| Duties' },
    dutyDepts: { name: 'Department |||| Departments' },
    guides: { name: 'Service guide |||| Service guides' },
    homeFooter: { name: 'Footer' },
    schoolSignIn: { name: 'Unified sign-in' },
    serviceHallCentre: { name: 'Service hall' },
    helpAndFeedback: { name: 'Help and feedback' },
    processCentre: { name: 'Process service centre' },
    applicationCentre: { name: 'Application service centre' },
    serviceCatalogue: { name: 'Service catalogue' },
    studioUsers: { name: 'User |||| Users' },
    threeListsConfig: { name: 'Three lists' },
    externalApis: { name: 'External source |||| External sources' },
    directorySync: { name: 'Directory sync' },
    businessSystems: { name: 'Business systems' },
  },
};

registerTexts('studio', { 'zh-CN': zhCN.studio, en: en.studio });
registerTexts('resources', { 'zh-CN': zhCN.resources, en: en.resources });

declare module '../../shared/i18n/translator' {
  interface TextRegistry {
    studio: typeof zhCN.studio;
    resources: typeof zhCN.resources;
  }
}
