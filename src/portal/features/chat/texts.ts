import { registerTexts } from '../../../shared/i18n';

/** The launcher's few texts; the drawer's own are in panel-texts.ts and load with it. */
const zhCN = {
  button: '消息',
  buttonUnread: '消息，{{count}} 条未读',
  loading: '正在打开消息…',
};

registerTexts('chat', {
  'zh-CN': zhCN,
  en: {
    button: 'Messages',
    buttonUnread: 'Messages, {{count}} unread',
    loading: 'Opening messages…',
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    chat: typeof zhCN;
  }
}
