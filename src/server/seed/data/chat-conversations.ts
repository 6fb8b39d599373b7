/**
 * The demo instant messages: the school's official accounts ('30001' 校园服务号 is the always-pinned one of CHAT-01)
 * with a few messages to each demo user, and a short conversation between the demo student and teacher.
 */

export type ChatAccount = 'admin' | 'teacher' | 'student';

export interface OfficialAccountSeed {
  id: string;
  name: string;
  /** The avatar's one character and colour (a generated SVG). */
  mark: string;
  color: string;
  intro: string;
}

export const OFFICIAL_ACCOUNTS: readonly OfficialAccountSeed[] = [
  { id: '30001', name: '校园服务号', mark: '服', color: '#008cff', intro: '网上服务大厅官方服务号：办事进度、系统通知与服务推荐。' },
  { id: '30002', name: '教务处', mark: '教', color: '#2f54eb', intro: '考试安排、选课、成绩与教学运行通知。' },
  { id: '30003', name: '图书馆', mark: '图', color: '#13a8a8', intro: '借阅到期提醒、预约到馆与讲座活动。' },
  { id: '30004', name: '校园一卡通', mark: '卡', color: '#fa8c16', intro: '余额提醒、挂失解挂与消费通知。' },
  { id: '30005', name: '后勤服务中心', mark: '勤', color: '#52c41a', intro: '报修进度、宿舍服务与校园生活提醒。' },
];

/** An image message: a generated poster. */
interface PosterSeed {
  title: string;
  subtitle: string;
  color: string;
}

export interface ChatLineSeed {
  /** 'mp' for the official account; else the demo account that wrote it. */
  from: 'mp' | ChatAccount;
  text?: string;
  poster?: PosterSeed;
  hoursAgo: number;
  /** Read by its recipient (unread ones count in the friend list). */
  read?: boolean;
}

export type ConversationSeed =
  | { key: string; kind: 'mp'; account: string; user: ChatAccount; pinned?: boolean; lines: readonly ChatLineSeed[] }
  | { key: string; kind: 'user'; users: readonly [ChatAccount, ChatAccount]; pinnedBy?: readonly ChatAccount[]; lines: readonly ChatLineSeed[] };

const welcome = (hoursAgo: number): ChatLineSeed => ({
  from: 'mp', hoursAgo, read: true,
  text: '欢迎使用华夏理工大学网上服务大厅！您可以在“服务大厅”中搜索并办理事项，办理进度会第一时间在这里通知您。',
});

export const CONVERSATIONS: readonly ConversationSeed[] = [
  {
    key: 'svc-s', kind: 'mp', account: '30001', user: 'student',
    lines: [
      welcome(240),
      { from: 'mp', hoursAgo: 30, read: true, text: '您申请的“在读证明开具”已办结，电子证明可在“我的事项”中下载。' },
      { from: 'mp', hoursAgo: 3, text: '温馨提示：“学生证补办”需本人携带一寸照片到学生事务中心现场确认，工作日 8:30—17:00 办理。' },
    ],
  },
  {
    key: 'svc-t', kind: 'mp', account: '30001', user: 'teacher',
    lines: [
      welcome(300),
      { from: 'mp', hoursAgo: 20, read: true, text: '您提交的“教师公务出差审批”已通过学院审批，正在等待财务处审核。' },
      { from: 'mp', hoursAgo: 5, text: '您有 3 条待办事项即将超时，请及时在“待办事项”中处理。' },
    ],
  },
  {
    key: 'svc-a', kind: 'mp', account: '30001', user: 'admin',
    lines: [
      welcome(400),
      { from: 'mp', hoursAgo: 8, text: '本周共有 12 项服务新上线，可在“服务大厅配置”中调整上架顺序。' },
    ],
  },
  {
    key: 'jwc-s', kind: 'mp', account: '30002', user: 'student',
    lines: [
      { from: 'mp', hoursAgo: 50, read: true, text: '2026-2027学年第二学期选课将于12月7日开始，请提前查看培养方案。' },
      { from: 'mp', hoursAgo: 6, text: '您的期末考试安排已发布：《数据结构》12月28日 9:00—11:00，教三 305。请携带学生证和身份证。' },
    ],
  },
  {
    key: 'jwc-t', kind: 'mp', account: '30002', user: 'teacher', pinned: true,
    lines: [
      { from: 'mp', hoursAgo: 26, text: '请于本周五前在教务系统中完成《数据结构》课程的期末试卷提交与监考确认。' },
    ],
  },
  {
    key: 'lib-s', kind: 'mp', account: '30003', user: 'student',
    lines: [
      { from: 'mp', hoursAgo: 72, read: true, poster: { title: '图书馆冬季开放时间', subtitle: '周一至周日 7:30—22:30 · 考试周延长至 23:00', color: '#13a8a8' } },
      { from: 'mp', hoursAgo: 10, text: '您借阅的《算法导论（第3版）》将于3天后到期，可在“图书续借”服务中在线续借一次。' },
    ],
  },
  {
    key: 'lib-t', kind: 'mp', account: '30003', user: 'teacher',
    lines: [
      { from: 'mp', hoursAgo: 90, read: true, text: '您推荐采购的《深度学习》等 5 种图书已到馆，可在馆藏目录中查询。' },
    ],
  },
  {
    key: 'card-s', kind: 'mp', account: '30004', user: 'student',
    lines: [
      { from: 'mp', hoursAgo: 14, text: '您的校园卡余额为 12.50 元，已低于 20 元，请及时充值，以免影响就餐和门禁。' },
    ],
  },
  {
    key: 'hq-t', kind: 'mp', account: '30005', user: 'teacher',
    lines: [
      { from: 'mp', hoursAgo: 40, read: true, text: '您报修的“实验楼 B302 空调不制冷”已派单，维修师傅将于今日下午上门。' },
      { from: 'mp', hoursAgo: 36, read: true, text: '报修已完成，请在“报修服务”中对本次维修进行评价。' },
    ],
  },
  {
    key: 'hq-a', kind: 'mp', account: '30005', user: 'admin',
    lines: [
      { from: 'mp', hoursAgo: 60, text: '信息中心机房 UPS 例行巡检将于周六上午进行，期间不影响业务系统运行。' },
    ],
  },
  {
    key: 'st', kind: 'user', users: ['student', 'teacher'], pinnedBy: ['student'],
    lines: [
      { from: 'student', hoursAgo: 27, read: true, text: '王老师您好，我是计科2023级的李明轩。想请教一下课程设计的选题可以自拟吗？' },
      { from: 'teacher', hoursAgo: 26.5, read: true, text: '可以的，自拟题目需要在下周三前把选题说明发给我，写清楚要解决的问题和大致方案。' },
      { from: 'student', hoursAgo: 26, read: true, text: '好的，我打算做一个校园二手书交易的小程序，数据结构部分用哈希表做检索。' },
      { from: 'teacher', hoursAgo: 4, text: '选题说明我看了，方向不错。注意把并发下单的处理写进设计文档里。' },
      { from: 'teacher', hoursAgo: 3.9, text: '另外周四下午 3 点我在实验楼 B302，有问题可以当面讨论。' },
    ],
  },
];
