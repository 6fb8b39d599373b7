import { registerTexts } from '../../../shared/i18n';

/** Texts of the theme picker (doc2 §3 theme; the "a user picks a theme"). */
const zhCN = {
  menuItem: '主题设置',
  title: '主题设置',
  intro: '选择一个主题，整个门户会立即使用它的颜色和图片，下次登录时依然保留。',
  close: '关闭',
  loading: '正在加载主题…',
  loadFailed: '主题列表加载失败',
  empty: '暂无可选主题',
  current: '当前主题',
  bannerPreview: '“{{name}}”主题的横幅预览',
  noBanner: '无横幅图片',
  saving: '正在应用主题…',
  applied: '已应用“{{name}}”主题',
  failed: '主题设置失败：{{reason}}',
};

registerTexts('themes', {
  'zh-CN': zhCN,
  en: {
    menuItem: 'Theme',
    title: 'Theme',
    intro: 'Choose a theme: the whole portal takes its colour and images at once, and keeps them next time you sign in.',
    close: 'Close',
    loading: 'Loading themes…',
    loadFailed: 'Failed to load the themes',
    empty: 'No themes to choose from',
    current: 'Current theme',
    bannerPreview: 'Banner preview of the theme “{{name}}”',
    noBanner: 'No banner image',
    saving: 'Applying the theme…',
    applied: 'Theme “{{name}}” applied',
    failed: 'Could not set the theme: {{reason}}',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    themes: typeof zhCN;
  }
}
