import { registerTexts } from '../../../shared/i18n';

/** The home page footer page's texts, in the studio's current language. */
const zhCN = {
  title: '页脚',
  help: '登录后各页面底部显示的学校信息与链接；保存到草稿，发布后生效。',
  fields: { schoolName: '学校名称', copyright: '版权信息', address: '地址', phone: '电话', email: '邮箱', icp: '备案号', links: '页脚链接', name: '链接名称', url: '链接地址' },
  addLink: '添加链接',
  saved: '已保存到草稿，发布后生效',
  loadFailed: '页脚读取失败',
  retry: '重试',
};
type FooterTexts = typeof zhCN;

const en: FooterTexts = {
  title: 'Footer',
  help: 'School details and links at the bottom of every signed-in page; saved to the draft, shown once published.',
  fields: { schoolName: 'School name', copyright: 'Copyright', address: 'Address', phone: 'Phone', email: 'E-mail', icp: 'ICP number', links: 'Footer links', name: 'Link text', url: 'Address' },
  addLink: 'Add link',
  saved: 'Saved to the draft; it shows once published',
  loadFailed: 'The footer could not be read',
  retry: 'Retry',
};

registerTexts('footerConfig', { 'zh-CN': zhCN, en });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    footerConfig: typeof zhCN;
  }
}
