import type {
  AnnouncementItem, CardColumnView, CardKind, CardView, ColumnData, LayoutCard, NewsItem, ServiceItem, TodoEntry, ToolItem,
} from '../../../../../src/shared/schema/cards';

const HOUR = 60 * 60 * 1000;
/** An ISO time `hours` before now. */
export const hoursAgo = (hours: number): string => new Date(Date.now() - hours * HOUR).toISOString();

export function service(n: number, over: Partial<ServiceItem> = {}): ServiceItem {
  return {
    serviceId: `s${n}`, serviceName: `服务${n}`, serviceIcon: 'icon-app.png', serviceDeptName: '教务处',
    serviceSceneName: '教学', processType: 'ONLINE', hasGuide: false, accessWay: '1', openWay: 1001,
    serviceUrl: `https://svc.example.edu.cn/${n}`, visitCount: n * 10, releaseTime: hoursAgo(24 * 30), ...over,
  };
}
export const services = (count: number): ServiceItem[] => Array.from({ length: count }, (_, i) => service(i + 1));

export function news(n: number, over: Partial<NewsItem> = {}): NewsItem {
  return {
    id: `n${n}`, title: `新闻标题${n}`, summary: '', dataSource: 'Builtin', releaseTime: '2026-03-05T08:00:00.000Z',
    create_time: '2026-01-02T08:00:00.000Z', fieldSet: '', coverImage: '', url: '', ...over,
  };
}

export function tool(n: number, over: Partial<ToolItem> = {}): ToolItem {
  return { id: `t${n}`, tools_name: `工具${n}`, tools_icon: '', url: `https://tools.example.edu.cn/${n}`, openWay: 1003, ...over };
}

export function notice(n: number, over: Partial<AnnouncementItem> = {}): AnnouncementItem {
  return {
    messageId: `m${n}`, title: `公告${n}`, fromUserName: '校长办公室', createTime: '2026-03-05T08:00:00.000Z',
    read: false, important: false, ...over,
  };
}

export function todoEntry(n: number, over: Partial<TodoEntry> = {}): TodoEntry {
  return {
    id: `e${n}`, title: `请假申请${n}`, serviceName: '学生请假', nodeName: '辅导员审批', applicantName: '李同学',
    startedAt: '2026-03-05T08:00:00.000Z', dueAt: null, overdue: false, ...over,
  };
}

export function column(columnId: string, columnName: string, data: ColumnData | null, error: string | null = null): CardColumnView {
  return { columnId, columnName, data, error };
}

/** A card view of `kind` with the given columns (one default column when none given). */
export function view(kind: CardKind, columns: CardColumnView[], over: Partial<CardView> = {}): CardView {
  return {
    cardId: 'c1', cardKind: kind, basicConfig: { cardName: '测试卡片', cardIntroduction: '', displayRows: 1 }, url: '',
    dataSource: 'Builtin', typeList: columns.map((c) => ({ id: c.columnId, typeName: c.columnName })), columns,
    currentStatusBackgroundColor: [], otherInformationList: [], ...over,
  };
}

export function withRows(v: CardView, displayRows: 1 | 2 | 3): CardView {
  return { ...v, basicConfig: { ...v.basicConfig, displayRows } };
}

export function layoutCard(over: Partial<LayoutCard> = {}): LayoutCard {
  return {
    cardId: 'c1', typeId: 'ty1', cardKind: 'BUSINESS_EXPRESS', cardName: '业务直通车', cardIntroduction: '',
    displayRows: 2, url: '', mandatory: false, sort: 1, ...over,
  };
}

/** An empty column of the data kind each card kind reads. */
export const EMPTY_DATA: Record<CardKind, ColumnData> = {
  TODO: { kind: 'todo', items: [], entries: [] },
  BUSINESS_EXPRESS: { kind: 'services', items: [], total: 0 },
  PERSONAL_MATTERS: { kind: 'personalMatters', items: [] },
  STAGING_TABLE: { kind: 'staging', cardMapping: [{ field: 'name', chineseName: '姓名' }], result: [], num: 0 },
  MY_FAVORITES: { kind: 'services', items: [], total: 0 },
  CAMPUS_NEWS: { kind: 'news', items: [], total: 0 },
  COMMON_TOOLS: { kind: 'tools', items: [] },
  RECOMMENDATIONS: { kind: 'services', items: [], total: 0 },
  COMMON_SERVICES: { kind: 'services', items: [], total: 0 },
  ANNOUNCEMENTS: { kind: 'announcements', items: [], unread: 0 },
};
