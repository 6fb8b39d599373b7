import { registerTexts } from '../../../shared/i18n';

/**
 * Texts of the pre-login landing page (`/`), Chinese first. Block titles come from the administrator's config
 * (column.title); these are the page's own words around them. 已为您显示“X”的结果 is the product's wording for a
 * search answered through typo tolerance.
 */
const zhCN = {
  loading: '正在加载首页…',
  failed: '首页加载失败',
  failedHint: '您仍可以直接登录，或稍后重试。',
  login: '登录',
  nav: '网站导航',
  menu: '菜单',
  menuOpen: '打开导航菜单',
  menuClose: '关闭导航菜单',
  newTab: '（在新标签页中打开）',
  blockLoading: '正在加载“{{title}}”…',
  blockFailed: '“{{title}}”加载失败',
  carousel: {
    label: '{{title}}（轮播）',
    slide: '第 {{n}} 张，共 {{total}} 张',
    slideTitled: '第 {{n}} 张，共 {{total}} 张：{{title}}',
    prev: '上一张',
    next: '下一张',
    goTo: '显示第 {{n}} 张',
    pause: '暂停轮播',
    play: '继续轮播',
    empty: '暂无轮播图',
  },
  overview: {
    empty: '暂无统计数据',
  },
  search: {
    label: '搜索服务',
    placeholder: '输入服务名称、拼音或首字母，如“请假”“qingjia”“qj”',
    submit: '搜索',
    required: '请输入搜索关键词',
    searching: '正在搜索…',
    failed: '搜索失败',
    corrected: '已为您显示“{{word}}”的结果',
    total: '共找到 {{n}} 项服务',
    empty: '未找到与“{{word}}”相关的服务，换个关键词试试。',
    more: '加载更多',
    moreLoading: '正在加载…',
    hotWords: '热门搜索',
    hotWordsFailed: '热门搜索加载失败',
    clear: '清空搜索结果',
  },
  services: {
    tabs: '服务分组',
    tabCount: '（{{n}} 项）',
    empty: '暂无可办理的服务',
    groupEmpty: '该分组暂无服务',
    viewAll: '查看全部 {{n}} 项',
    viewAllGroup: '（{{group}}）',
    collapse: '收起',
    shown: '已显示 {{shown}} / {{total}} 项',
    more: '加载更多',
    pageFailed: '服务列表加载失败',
    offline: '线下办理',
    online: '在线办理',
    new: '新',
    newLabel: '新上线',
  },
  messages: {
    empty: '暂无通知公告',
    from: '发布：{{name}}',
  },
  tools: {
    empty: '暂无常用工具',
  },
  thirdParty: {
    empty: '暂无第三方平台',
  },
  footer: {
    links: '友情链接',
    address: '地址：{{value}}',
    phone: '电话：{{value}}',
    email: '邮箱：{{value}}',
  },
};

registerTexts('landing', {
  'zh-CN': zhCN,
  en: {
    loading: 'Loading the home page…',
    failed: 'The home page could not be loaded',
    failedHint: 'You can still sign in, or try again later.',
    login: 'Sign in',
    nav: 'Site navigation',
    menu: 'Menu',
    menuOpen: 'Open the navigation menu',
    menuClose: 'Close the navigation menu',
    newTab: ' (opens in a new tab)',
    blockLoading: 'Loading “{{title}}”…',
    blockFailed: '“{{title}}” could not be loaded',
    carousel: {
      label: '{{title}} (carousel)',
      slide: 'Slide {{n}} of {{total}}',
      slideTitled: 'Slide {{n}} of {{total}}: {{title}}',
      prev: 'Previous slide',
      next: 'Next slide',
      goTo: 'Show slide {{n}}',
      pause: 'Pause the carousel',
      play: 'Resume the carousel',
      empty: 'No slides yet',
    },
    overview: {
      empty: 'No figures yet',
    },
    search: {
      label: 'Search services',
      placeholder: 'Service name, pinyin or initials, e.g. 请假, qingjia, qj',
      submit: 'Search',
      required: 'Please enter a keyword',
      searching: 'Searching…',
      failed: 'The search failed',
      corrected: 'Showing results for “{{word}}”',
      total: '{{n}} services found',
      empty: 'No service matches “{{word}}”. Try another keyword.',
      more: 'Load more',
      moreLoading: 'Loading…',
      hotWords: 'Popular searches',
      hotWordsFailed: 'Popular searches could not be loaded',
      clear: 'Clear the results',
    },
    services: {
      tabs: 'Service groups',
      tabCount: ' ({{n}})',
      empty: 'No services yet',
      groupEmpty: 'This group has no services yet',
      viewAll: 'View all {{n}}',
      viewAllGroup: ' ({{group}})',
      collapse: 'Show less',
      shown: '{{shown}} of {{total}} shown',
      more: 'Load more',
      pageFailed: 'The service list could not be loaded',
      offline: 'In person',
      online: 'Online',
      new: 'New',
      newLabel: 'Newly launched',
    },
    messages: {
      empty: 'No announcements yet',
      from: 'From {{name}}',
    },
    tools: {
      empty: 'No tools yet',
    },
    thirdParty: {
      empty: 'No partner platforms yet',
    },
    footer: {
      links: 'Links',
      address: 'Address: {{value}}',
      phone: 'Phone: {{value}}',
      email: 'Email: {{value}}',
    },
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    landing: typeof zhCN;
  }
}
