import { registerTexts } from '../../../shared/i18n';

/** Texts of opening a service or a link (OPEN-01 … OPEN-03); the quoted error is the spec's own. */
const zhCN = {
  noType: '返回值没有类型',
  badUrl: '该服务的地址无法打开',
  noUrl: '该服务暂未配置办理地址',
  frameLabel: '{{name}}（服务页面）',
  close: '关闭',
  openInTab: '在新标签页中打开',
};

registerTexts('openService', {
  'zh-CN': zhCN,
  en: {
    noType: 'The return value has no type',
    badUrl: 'This service’s address cannot be opened',
    noUrl: 'This service has no address to open yet',
    frameLabel: '{{name}} (service page)',
    close: 'Close',
    openInTab: 'Open in a new tab',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    openService: typeof zhCN;
  }
}
