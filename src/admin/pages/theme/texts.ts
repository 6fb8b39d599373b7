import { registerTexts } from '../../../shared/i18n';

/** The theme page's texts, in the studio's current language. */
const zhCN = {
  title: '主题与外观',
  loadFailed: '主题配置读取失败',
  retry: '重试',
  save: '保存到草稿',
  saved: '已保存到草稿，发布后生效',
  themes: {
    heading: '平台主题',
    help: '用户未自选主题时使用默认主题；门户在主题色上写白色文字，请留意对比度。',
    name: '主题名称',
    color: '主题色',
    border: '横幅边框色',
    image: '横幅图片',
    waiting: '待办卡片背景',
    isDefault: '默认主题',
    add: '新增主题',
    upload: '上传',
    clear: '清除',
    remove: '删除主题：{{name}}',
    newName: '新主题',
  },
  guise: { heading: '标志与学校名称', schoolName: '学校名称', logo: '学校标志', upload: '上传标志' },
  previewDefault: '默认主题',
};

type ThemeTexts = typeof zhCN;

const en: ThemeTexts = {
  title: 'Themes and guise',
  loadFailed: 'The theme configuration could not be read',
  retry: 'Retry',
  save: 'Save to draft',
  saved: 'Saved to the draft; it shows once published',
  themes: {
    heading: 'Platform themes',
    help: 'Users who never chose a theme get the default. The portal writes white text on the theme colour: mind the contrast.',
    name: 'Theme name',
    color: 'Theme colour',
    border: 'Banner frame colour',
    image: 'Banner image',
    waiting: 'To-do card background',
    isDefault: 'Default theme',
    add: 'Add a theme',
    upload: 'Upload',
    clear: 'Clear',
    remove: 'Remove theme: {{name}}',
    newName: 'New theme',
  },
  guise: { heading: 'Logo and school name', schoolName: 'School name', logo: 'School logo', upload: 'Upload a logo' },
  previewDefault: 'Default theme',
};

registerTexts('themeConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    themeConfig: typeof zhCN;
  }
}
