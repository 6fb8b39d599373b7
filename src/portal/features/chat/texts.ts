import { registerTexts } from '../../../shared/i18n';

/** The launcher's few texts; the drawer's own are in panel-texts.ts and load with it. */
registerTexts('chat', {
  'zh-CN': {
    button: '消息',
    buttonUnread: '消息，{{count}} 条未读',
    loading: '正在打开消息…',
  },
  en: {
    button: 'Messages',
    buttonUnread: 'Messages, {{count}} unread',
    loading: 'Opening messages…',
  },
});
