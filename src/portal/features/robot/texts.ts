import { registerTexts } from '../../../shared/i18n';

/** The launcher's few texts; the panel's own are in panel-texts.ts and load with it. */
const zhCN = {
  defaultName: '智能助手',
  // Starts with the button's visible text (问一问), as WCAG 2.5.3 (label in name) asks.
  open: '问一问：打开{{name}}咨询问题',
  short: '问一问',
  loading: '正在打开{{name}}…',
  failed: '{{name}}加载失败',
};

registerTexts('robot', {
  'zh-CN': zhCN,
  en: {
    defaultName: 'Help assistant',
    open: 'Ask: open {{name}} to ask a question',
    short: 'Ask',
    loading: 'Opening {{name}}…',
    failed: '{{name}} could not be loaded',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    robot: typeof zhCN;
  }
}
