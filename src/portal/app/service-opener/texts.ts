import { registerTexts } from '../../../shared/i18n';

/** Texts of opening a service or a link (OPEN-01 … OPEN-03); the quoted error is the spec's own. */
const zhCN = {
  noType: '返回值没有类型',
  badUrl: '该服务的地址无法打开',
  noUrl: '该服务暂未配置办理地址',
  frameLabel: '{{name}}（服务页面）',
  close: '关闭',
  openInTab: '在新标签页中打开',
  noTargetUrl: '「{{system}}」没有提供该事项的办理地址，请联系：{{contact}}',
  noTargetUrlNoContact: '「{{system}}」没有提供该事项的办理地址，请联系该系统的管理员',
  unknownSystem: '业务系统',
  checking: '正在连接“{{name}}”…',
  unreachableTitle: '暂时无法打开“{{name}}”',
  unreachable: '{{system}}没有响应：系统可能正在维护，或者办理地址有误。请稍后再试。',
  unreachableContact: '如一直无法打开，请联系：{{contact}}',
  unreachableNoContact: '如一直无法打开，请联系该系统的管理员。',
  unreachableLine: '暂时无法打开“{{name}}”：{{system}}没有响应，请稍后再试；如一直无法打开，请联系：{{contact}}',
  unreachableLineNoContact: '暂时无法打开“{{name}}”：{{system}}没有响应，请稍后再试；如一直无法打开，请联系该系统的管理员。',
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
    noTargetUrl: '“{{system}}” gave no address to handle this; please contact: {{contact}}',
    noTargetUrlNoContact: '“{{system}}” gave no address to handle this; please contact its administrator',
    unknownSystem: 'The business system',
    checking: 'Connecting to “{{name}}”…',
    unreachableTitle: '“{{name}}” cannot be opened right now',
    unreachable: '{{system}} does not answer: it may be under maintenance, or its address may be wrong. Please try again later.',
    unreachableContact: 'If it keeps failing, please contact: {{contact}}',
    unreachableNoContact: 'If it keeps failing, please contact the system’s administrator.',
    unreachableLine: '“{{name}}” cannot be opened right now: {{system}} does not answer. Please try again later; if it keeps failing, contact: {{contact}}',
    unreachableLineNoContact: '“{{name}}” cannot be opened right now: {{system}} does not answer. Please try again later; if it keeps failing, contact the system’s administrator.',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    openService: typeof zhCN;
  }
}
