import type { ImportantNotice, MessageDetail } from '../../../../../src/shared/schema/messages';

export function messageDetail(over: Partial<MessageDetail> = {}): MessageDetail {
  return {
    id: 'm1', title: '关于期末考试安排的通知', content: '各位同学：\n期末考试将于第 18 周进行。', contentType: 'text', url: '',
    fromUserName: '教务处', createTime: '2026-06-01T08:30:00.000Z', important: true, read: false, files: [],
    ...over,
  };
}

export function notice(n: number, over: Partial<ImportantNotice> = {}): ImportantNotice {
  return {
    messageIdWeb: `w${n}`, messageId: `m${n}`, fromUserName: `发送人${n}`, fromUserId: `u${n}`,
    content: `通知内容${n}`, openWindow: '1', offlineNoPushMsg: 0, createTime: '2026-06-01T08:30:00.000Z',
    ...over,
  };
}
