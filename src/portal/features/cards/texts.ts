import { registerTexts } from '../../../shared/i18n';

/** The cards' texts, t('cards.…'). Registered here so they load with the cards, not with the sign-in page. */
const zhCN = {
  kinds: {
    TODO: '待办事项',
    BUSINESS_EXPRESS: '业务直通车',
    PERSONAL_MATTERS: '个人事务',
    STAGING_TABLE: '暂存表',
    MY_FAVORITES: '我的收藏',
    CAMPUS_NEWS: '校园新闻',
    COMMON_TOOLS: '常用工具',
    RECOMMENDATIONS: '推荐服务',
    COMMON_SERVICES: '常用服务',
    ANNOUNCEMENTS: '重要公告',
  },
  // CARD-02: each card type's own empty-state text.
  empty: {
    TODO: '暂无待办事项',
    BUSINESS_EXPRESS: '暂无可直达的业务',
    PERSONAL_MATTERS: '暂无个人事务',
    STAGING_TABLE: '暂无暂存数据',
    MY_FAVORITES: '还没有收藏服务',
    CAMPUS_NEWS: '暂无新闻',
    COMMON_TOOLS: '暂无常用工具',
    RECOMMENDATIONS: '暂无推荐服务',
    COMMON_SERVICES: '暂无常用服务',
    ANNOUNCEMENTS: '暂无重要公告',
  },
  loading: '卡片加载中…',
  loadFailed: '卡片加载失败',
  more: '更多',
  moreLabel: '更多：{{name}}',
  columnFailed: '栏目数据加载失败',
  columnMismatch: '栏目数据与卡片类型不符，请联系管理员调整配置',
  columns: '{{name}}栏目',
  // CARD-09: the badge itself is the same in every language.
  newBadge: 'NEW',
  newLabel: '新上线',
  visits: '{{count}} 次访问',
  online: '在线办理',
  offline: '线下办理',
  todo: {
    // CARD-10 defaults, exactly as the spec says.
    defaultType: '待审批',
    defaultTimeout: '超时',
    counts: '待办统计',
    entries: '待办列表',
    overdue: '已超时',
    due: '截止 {{time}}',
    applicant: '申请人：{{name}}',
  },
  staging: {
    total: '共 {{count}} 条',
    table: '{{name}}数据表',
    action: '操作',
    resume: '继续办理',
  },
  news: {
    viewImage: '查看图片：{{title}}',
    importance: '重要程度：{{label}}',
  },
  recommendations: {
    rank: '第 {{rank}} 名',
  },
  announcements: {
    unread: '未读',
    important: '重要',
    from: '发送人：{{name}}',
  },
  preview: {
    title: '{{name}}-预览',
    modes: '预览方式',
    samePage: '与消息卡片同页',
    otherPage: '不与消息卡片同页',
    rows: '显示 {{rows}} 行',
    height: '高度 {{height}} px',
    messageCard: '消息卡片位置',
    close: '关闭预览',
    loading: '正在加载预览数据…',
    loadFailed: '预览数据加载失败',
  },
};

const en: typeof zhCN = {
  kinds: {
    TODO: 'To-do items',
    BUSINESS_EXPRESS: 'Business express',
    PERSONAL_MATTERS: 'Personal matters',
    STAGING_TABLE: 'Staging table',
    MY_FAVORITES: 'My favourites',
    CAMPUS_NEWS: 'Campus news',
    COMMON_TOOLS: 'Common tools',
    RECOMMENDATIONS: 'Recommended services',
    COMMON_SERVICES: 'Common services',
    ANNOUNCEMENTS: 'Important announcements',
  },
  empty: {
    TODO: 'No to-do items',
    BUSINESS_EXPRESS: 'No services to go to directly',
    PERSONAL_MATTERS: 'No personal matters',
    STAGING_TABLE: 'No staged data',
    MY_FAVORITES: 'No favourite services yet',
    CAMPUS_NEWS: 'No news',
    COMMON_TOOLS: 'No common tools',
    RECOMMENDATIONS: 'No recommended services',
    COMMON_SERVICES: 'No common services',
    ANNOUNCEMENTS: 'No important announcements',
  },
  loading: 'Loading the card…',
  loadFailed: 'The card could not be loaded',
  more: 'More',
  moreLabel: 'More: {{name}}',
  columnFailed: 'This column could not be loaded',
  columnMismatch: 'This column’s data does not fit the card type; please ask an administrator to fix the configuration',
  columns: '{{name}} columns',
  newBadge: 'NEW',
  newLabel: 'New',
  visits: '{{count}} visits',
  online: 'Online',
  offline: 'In person',
  todo: {
    defaultType: 'Awaiting approval',
    defaultTimeout: 'Overdue',
    counts: 'To-do counts',
    entries: 'To-do list',
    overdue: 'Overdue',
    due: 'Due {{time}}',
    applicant: 'Applicant: {{name}}',
  },
  staging: {
    total: '{{count}} in all',
    table: '{{name}} data',
    action: 'Action',
    resume: 'Resume',
  },
  news: {
    viewImage: 'View image: {{title}}',
    importance: 'Importance: {{label}}',
  },
  recommendations: {
    rank: 'No. {{rank}}',
  },
  announcements: {
    unread: 'Unread',
    important: 'Important',
    from: 'From: {{name}}',
  },
  preview: {
    title: '{{name}} - preview',
    modes: 'Preview layout',
    samePage: 'Same page as the message card',
    otherPage: 'Not on the message card’s page',
    rows: '{{rows}} row(s)',
    height: 'Height {{height}} px',
    messageCard: 'Message card',
    close: 'Close the preview',
    loading: 'Loading the preview…',
    loadFailed: 'The preview could not be loaded',
  },
};

registerTexts('cards', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    cards: typeof zhCN;
  }
}
