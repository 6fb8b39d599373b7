import { registerTexts } from '../../../shared/i18n';

/** Texts of what a centre's configuration adds to its page (pinned services), in their own namespace. */
registerTexts('centreConfig', {
  'zh-CN': { pinned: '置顶服务' },
  en: { pinned: 'Pinned services' },
});
