import { registerTexts } from '../../../shared/i18n';

/** Texts of what a centre's configuration adds to its page (pinned services), in their own namespace. */
const zhCN = { pinned: '置顶服务' };

registerTexts('centreConfig', { 'zh-CN': zhCN, en: { pinned: 'Pinned services' } });

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    centreConfig: typeof zhCN;
  }
}
