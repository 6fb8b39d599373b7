import { registerTexts } from '../../../shared/i18n';

/** The dictionary select's own words; MUI's defaults are English only. */
const zhCN = {
  loading: '加载中…',
  noOptions: '无匹配选项',
  open: '展开选项',
  close: '收起选项',
  clear: '清除',
  loadFailed: '选项加载失败，请稍后重试',
  resultCount: '共 {{count}} 个选项',
};

registerTexts('dictionarySelect', {
  'zh-CN': zhCN,
  en: {
    loading: 'Loading…',
    noOptions: 'No matching options',
    open: 'Show options',
    close: 'Hide options',
    clear: 'Clear',
    loadFailed: 'The options could not be loaded; please try again later',
    resultCount: '{{count}} options',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    dictionarySelect: typeof zhCN;
  }
}
