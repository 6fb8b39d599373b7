import { registerTexts } from '../../../shared/i18n';

/** Texts of the typeahead, the results beyond services and the visitor's catalogue (/allServices), Chinese first. */
const zhCN = {
  suggest: {
    label: '搜索建议',
    loading: '正在查找…',
    none: '没有找到相关建议，按回车搜索全部服务',
    services: '服务',
    guides: '办事指南',
    news: '新闻通知',
    faq: '常见问题',
    corrected: '已按“{{corrected}}”查找',
    count: '共 {{n}} 条建议，上下方向键选择，回车打开',
  },
  more: {
    title: '更多结果',
    guides: '办事指南',
    news: '新闻通知',
    faq: '常见问题',
    newWindow: '（在新窗口打开）',
    faqTitle: '常见问题',
  },
  public: {
    home: '返回首页',
    login: '登录',
    note: '您正在以访客身份浏览，办理服务需要登录。',
  },
};

registerTexts('siteSearch', {
  'zh-CN': zhCN,
  en: {
    suggest: {
      label: 'Search suggestions',
      loading: 'Searching…',
      none: 'No suggestions; press Enter to search every service',
      services: 'Services',
      guides: 'Service guides',
      news: 'News',
      faq: 'Questions and answers',
      corrected: 'Searched for “{{corrected}}”',
      count: '{{n}} suggestions; use the arrow keys to choose, Enter to open',
    },
    more: {
      title: 'More results',
      guides: 'Service guides',
      news: 'News',
      faq: 'Questions and answers',
      newWindow: ' (opens in a new window)',
      faqTitle: 'Question and answer',
    },
    public: {
      home: 'Home',
      login: 'Sign in',
      note: 'You are browsing as a visitor; sign in to apply for a service.',
    },
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    siteSearch: typeof zhCN;
  }
}
