import { registerTexts } from '../../../shared/i18n';

/** The shell's ways into the personal centre (ADR 026): the user menu's entries and the top bar's bell. */
const zhCN = {
  personalCentre: '个人中心',
  myApplications: '我的办件',
  messages: '消息中心',
  bell: '消息中心',
  bellUnread: '消息中心，{{count}}条未读',
};

registerTexts('personalLinks', {
  'zh-CN': zhCN,
  en: {
    personalCentre: 'Personal centre',
    myApplications: 'My applications',
    messages: 'Notifications',
    bell: 'Notifications',
    bellUnread: 'Notifications, {{count}} unread',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    personalLinks: typeof zhCN;
  }
}
