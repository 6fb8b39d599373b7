import { registerTexts } from '../../../shared/i18n';

/** The pre-login page's texts, in the studio's current language; kept beside the page like the navigation page's. */
const zhCN = {
  title: '登录前配置',
  tabs: { columns: '栏目', carousel: '轮播图', statistics: '数据概览', footer: '页脚', tools: '常用工具' },
  loadFailed: '登录前配置读取失败',
  retry: '重试',
  save: '保存到草稿',
  saved: '已保存到草稿，发布后生效',
  columns: {
    heading: '栏目顺序与名称',
    help: '拖动左侧手柄（或聚焦后按空格键、方向键）调整顺序；关闭的栏目不在登录前页面显示。',
    visible: '显示',
    title: '栏目名称',
    titleEn: '英文名称（可选）',
    repeated: '栏目名称重复',
    handle: '拖动排序：{{name}}',
    roleDescription: '可排序的栏目',
    moved: '“{{name}}”移到了第 {{pos}} 位。',
    pageTitle: '页面标题',
    pageTitleEn: '英文页面标题（可选）',
    landingColor: '登录前页面主色',
    noTools: '“常用工具”栏目已显示，但还没有工具：请在“常用工具”中添加。',
  },
  carousel: {
    heading: '轮播图',
    enabled: '显示轮播图',
    interval: '轮播间隔（毫秒）',
    add: '上传图片',
    title: '图片标题',
    link: '点击跳转地址',
    linkHelp: '以 https:// 或 / 开头，可留空',
    up: '上移：{{name}}',
    down: '下移：{{name}}',
    remove: '删除：{{name}}',
    empty: '还没有轮播图',
    uploading: '正在上传…',
  },
  statistics: {
    heading: '数据概览显示的指标（按勾选顺序）',
    labels: {
      servicesOnline: '公开服务', departments: '服务部门', scenes: '服务场景', visitsTotal: '累计访问', processesThisYear: '本年办件',
      processesDoneThisYear: '本年办结',
    } as Record<string, string>,
  },
  footer: { oneSource: '登录前页面的页脚与登录后各页的页脚是同一份：版权、地址、电话、邮箱和备案号请在「首页配置 › 页脚」中修改并发布，两处同时生效。' },
  tools: {
    heading: '常用工具',
    add: '新增工具',
    name: '工具名称',
    url: '工具地址',
    openWay: '打开方式',
    openWays: { 1001: '当前页面', 1002: '弹窗', 1003: '新标签页' } as Record<number, string>,
    check: '检查地址',
    checking: '正在检查…',
    remove: '删除：{{name}}',
    up: '上移：{{name}}',
    empty: '还没有常用工具',
    newName: '新工具',
  },
  preview: { columns: '显示的栏目', carousel: '轮播图', tools: '常用工具', none: '无' },
};

type PreLoginTexts = typeof zhCN;

const en: PreLoginTexts = {
  title: 'Pre-login page',
  tabs: { columns: 'Columns', carousel: 'Carousel', statistics: 'Figures', footer: 'Footer', tools: 'Tools' },
  loadFailed: 'The pre-login configuration could not be read',
  retry: 'Retry',
  save: 'Save to draft',
  saved: 'Saved to the draft; it shows once published',
  columns: {
    heading: 'Column order and names',
    help: 'Drag the handle (or focus it and use Space and the arrow keys) to reorder; hidden columns do not show.',
    visible: 'Shown',
    title: 'Column name',
    titleEn: 'English name (optional)',
    repeated: 'Another column has this name',
    handle: 'Drag to reorder: {{name}}',
    roleDescription: 'sortable column',
    moved: '“{{name}}” moved to position {{pos}}.',
    pageTitle: 'Page title',
    pageTitleEn: 'English page title (optional)',
    landingColor: 'Landing colour',
    noTools: 'The tools column is shown but has no tools yet: add some under Tools.',
  },
  carousel: {
    heading: 'Carousel',
    enabled: 'Show the carousel',
    interval: 'Interval (ms)',
    add: 'Upload an image',
    title: 'Title',
    link: 'Link',
    linkHelp: 'Starts with https:// or /; may be empty',
    up: 'Move up: {{name}}',
    down: 'Move down: {{name}}',
    remove: 'Remove: {{name}}',
    empty: 'No images yet',
    uploading: 'Uploading…',
  },
  statistics: {
    heading: 'Figures shown in the overview (in the order ticked)',
    labels: {
      servicesOnline: 'Services online', departments: 'Departments', scenes: 'Scenes', visitsTotal: 'Visits',
      processesThisYear: 'Processes this year', processesDoneThisYear: 'Completed this year',
    },
  },
  footer: { oneSource: 'The landing page shows the same footer as the signed-in pages: change the copyright, address, phone, e-mail and ICP number under Home page › Footer and publish; both show it.' },
  tools: {
    heading: 'Common tools',
    add: 'Add a tool',
    name: 'Tool name',
    url: 'Address',
    openWay: 'Opens in',
    openWays: { 1001: 'This page', 1002: 'A dialog', 1003: 'A new tab' },
    check: 'Check address',
    checking: 'Checking…',
    remove: 'Remove: {{name}}',
    up: 'Move up: {{name}}',
    empty: 'No tools yet',
    newName: 'New tool',
  },
  preview: { columns: 'Columns shown', carousel: 'Carousel', tools: 'Tools', none: 'None' },
};

registerTexts('preLogin', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    preLogin: typeof zhCN;
  }
}
