import { registerTexts } from '../../../shared/i18n';

/** Texts of the important notices (SHELL-01, MSG-03) and of opening and reading a message (MSG-01, MSG-02). */
const zhCN = {
  toast: {
    region: '重要通知',
    // SHELL-01: the spec's sentence.
    unreadCount: '您有{{count}}条重要通知未读',
    from: '发送人：{{name}}',
    prev: '上一条',
    next: '下一条',
    position: '第 {{current}} 条，共 {{total}} 条',
    open: '查看',
    close: '关闭重要通知',
    viewImage: '查看大图：{{title}}',
  },
  dialog: {
    title: '重要通知',
    openDetail: '查看详情',
    dismiss: '知道了',
    readAll: '全部已读',
  },
  open: {
    urlRefused: '该消息的链接地址无法安全打开，已阻止',
    failed: '消息打开失败',
  },
  detail: {
    loading: '正在加载消息…',
    loadFailed: '消息加载失败',
    notFoundTitle: '消息不存在',
    notFoundBody: '该消息不存在，或您没有查看它的权限。',
    signInHint: '如果这是发给您的消息，请登录后查看。',
    signIn: '登录',
    sender: '发送人',
    time: '发送时间',
    attachments: '附件',
    download: '下载',
    downloadName: '下载附件 {{name}}',
    downloadFailed: '附件下载失败：{{reason}}',
    signInToDownload: '登录后可下载附件。',
    imageAlt: '消息图片',
    openImage: '点击图片可放大查看',
  },
};

registerTexts('messages', {
  'zh-CN': zhCN,
  en: {
    toast: {
      region: 'Important notices',
      unreadCount: 'You have {{count}} unread important notices',
      from: 'From: {{name}}',
      prev: 'Previous',
      next: 'Next',
      position: '{{current}} of {{total}}',
      open: 'View',
      close: 'Close important notices',
      viewImage: 'View the image: {{title}}',
    },
    dialog: {
      title: 'Important notice',
      openDetail: 'View details',
      dismiss: 'Got it',
      readAll: 'Mark all read',
    },
    open: {
      urlRefused: 'This message’s link cannot be opened safely and was blocked',
      failed: 'Could not open the message',
    },
    detail: {
      loading: 'Loading the message…',
      loadFailed: 'Failed to load the message',
      notFoundTitle: 'Message not found',
      notFoundBody: 'This message does not exist, or you may not view it.',
      signInHint: 'If it was sent to you, sign in to read it.',
      signIn: 'Sign in',
      sender: 'From',
      time: 'Sent',
      attachments: 'Attachments',
      download: 'Download',
      downloadName: 'Download the attachment {{name}}',
      downloadFailed: 'Could not download the attachment: {{reason}}',
      signInToDownload: 'Sign in to download the attachments.',
      imageAlt: 'Message image',
      openImage: 'Click an image to enlarge it',
    },
  },
});

declare module '../../../shared/i18n/translator' {
  interface TextRegistry {
    messages: typeof zhCN;
  }
}
