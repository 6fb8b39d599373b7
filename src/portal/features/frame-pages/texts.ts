import { registerTexts } from '../../../shared/i18n';

/** Texts of the embedded-page hosts (ROUTE-09) and the dialog host (DLG-01 … DLG-03). */
const zhCN = {
  openInTab: '在新标签页打开',
  back: '返回',
  close: '关闭',
  loading: '正在加载页面…',
  loadFailed: '页面信息加载失败',
  notFound: '页面不存在或无权访问',
  notFoundBody: '该页面可能已被删除、停用，或您没有访问权限。',
  refused: '该页面的地址不安全，已拒绝打开',
  refusedBody: '只能打开管理员配置的 http(s) 地址或本站页面。',
  frameLoading: '页面加载中…',
  frameSlow: '页面长时间未加载完成：可能是网络较慢，或该站点不允许被嵌入显示。',
  reload: '重新加载',
  frameLabel: '{{name}}（内嵌页面）',
  commonTools: '常用工具',
  untitled: '内嵌页面',
};

registerTexts('framePages', {
  'zh-CN': zhCN,
  en: {
    openInTab: 'Open in a new tab',
    back: 'Back',
    close: 'Close',
    loading: 'Loading the page…',
    loadFailed: 'The page could not be loaded',
    notFound: 'The page does not exist or you have no access to it',
    notFoundBody: 'It may have been removed or disabled, or you are not allowed to see it.',
    refused: 'This page’s address is not safe and was not opened',
    refusedBody: 'Only http(s) addresses configured by an administrator, or pages of this site, can be opened.',
    frameLoading: 'Loading…',
    frameSlow: 'The page is taking long to load: the network may be slow, or the site may not allow being embedded.',
    reload: 'Reload',
    frameLabel: '{{name}} (embedded page)',
    commonTools: 'Common tools',
    untitled: 'Embedded page',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    framePages: typeof zhCN;
  }
}
