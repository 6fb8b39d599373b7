import { ApiError } from '../../../../../src/shared/api/client-types';
import type {
  CardKind, CardView, CatalogueType, LayoutCard, ServiceItem, ToolItem, UserLayout,
} from '../../../../../src/shared/schema/cards';
import type { HolidayInfo, QuickNavItem, SchoolCalendar, ServiceSpecial } from '../../../../../src/shared/schema/home';
import type { Handler } from '../../../../support/portal-harness';

/** Answers of the home page's calls, in the shapes of src/shared/schema, for the portal rendered with fake clients. */

export function layoutCard(cardId: string, cardName: string, mandatory = false, cardKind: CardKind = 'COMMON_TOOLS'): LayoutCard {
  return {
    cardId, typeId: 't-info', cardKind, cardName, cardIntroduction: `${cardName}的简介`, displayRows: 1, url: '', mandatory, sort: 0,
  };
}

export function tool(id: string, name: string, openWay = 1003, url = `https://tools.example.edu.cn/${id}`): ToolItem {
  return { id, tools_name: name, tools_icon: '', url, openWay };
}

/** A card whose one column lists tools; the tool names tell the cards apart on screen. */
export function toolCardView(card: LayoutCard, tools: ToolItem[]): CardView {
  return {
    cardId: card.cardId,
    cardKind: 'COMMON_TOOLS',
    basicConfig: { cardName: card.cardName, cardIntroduction: card.cardIntroduction, displayRows: card.displayRows },
    url: '',
    dataSource: 'Builtin',
    typeList: [{ id: `${card.cardId}-col`, typeName: '工具' }],
    columns: [{ columnId: `${card.cardId}-col`, columnName: '工具', data: { kind: 'tools', items: tools }, error: null }],
    currentStatusBackgroundColor: [],
    otherInformationList: [],
  };
}

export function service(serviceId: string, serviceName: string, extra: Partial<ServiceItem> = {}): ServiceItem {
  return {
    serviceId, serviceName, serviceIcon: 'icon-card.png', serviceDeptName: '后勤保障处', serviceSceneName: '校园生活',
    processType: 'ONLINE', hasGuide: true, accessWay: '2', openWay: 1003,
    serviceUrl: `https://ehall.example.edu.cn/service/${serviceId}`, visitCount: 10, releaseTime: '2026-01-01T00:00:00Z', ...extra,
  };
}

export const holidayAnswer: HolidayInfo = {
  today: '2026-03-09',
  current: null,
  next: { name: '清明节', startDate: '2026-04-04', endDate: '2026-04-06', days: 3 },
  holidays: [
    { name: '清明节', startDate: '2026-04-04', endDate: '2026-04-06', days: 3 },
    { name: '劳动节', startDate: '2026-05-01', endDate: '2026-05-05', days: 5 },
  ],
};

export const calendarAnswer: SchoolCalendar = {
  semester: { id: 's-2026-spring', name: '2025-2026学年春季学期', startDate: '2026-03-02', endDate: '2026-07-03' },
  semesters: [{ id: 's-2026-spring', name: '2025-2026学年春季学期', startDate: '2026-03-02', endDate: '2026-07-03' }],
  currentWeek: 2,
  totalWeeks: 18,
  events: [
    { date: '2026-04-20', endDate: '2026-04-24', title: '期中教学检查', kind: 'exam' },
    { date: '2026-03-02', endDate: '2026-03-03', title: '开学报到', kind: 'term' },
    { date: '2026-03-09', endDate: '2026-03-13', title: '选课', kind: 'event' },
    { date: '2026-04-04', endDate: '2026-04-06', title: '清明节放假', kind: 'holiday' },
    { date: '2026-06-29', endDate: '2026-07-03', title: '期末考试周', kind: 'exam' },
  ],
};

const quickNavAnswer: QuickNavItem[] = [
  { id: 'q-mail', name: '邮箱', icon: 'icon-mail.png', url: 'https://mail.example.edu.cn', openWay: 1003 },
  { id: 'q-lib', name: '图书馆', icon: 'https://lib.example.edu.cn/logo.png', url: 'https://lib.example.edu.cn', openWay: 1002 },
];

const specialsAnswer: ServiceSpecial[] = [
  { id: 'sp-new', title: '迎新专题', description: '新生入学一站办', cover: '', serviceCount: 2 },
];
const specialServices: ServiceItem[] = [
  service('svc-card', '校园卡办理', { openWay: 1001, serviceUrl: '/iframPage?service=card' }),
  service('svc-dorm', '宿舍入住登记', { processType: 'OFFLINE' }),
];

/** The cards of the layout below, with a tool each; '常用工具' has the tools the OPEN tests click. */
export const cardsById: Record<string, LayoutCard> = {
  todo: layoutCard('todo', '待办事项', true),
  news: layoutCard('news', '校园新闻'),
  tools: layoutCard('tools', '常用工具'),
  favs: layoutCard('favs', '我的收藏'),
  recs: layoutCard('recs', '推荐服务'),
};
const toolsOf: Record<string, ToolItem[]> = {
  todo: [tool('t-todo', '待办入口')],
  news: [tool('t-news', '新闻入口')],
  tools: [tool('t-vpn', 'VPN', 1002), tool('t-print', '打印', 1001, '/iframPage?tool=print'), tool('t-odd', '旧系统', 1009)],
  favs: [tool('t-fav', '收藏入口')],
  recs: [tool('t-rec', '推荐入口')],
};

function catalogueOf(): CatalogueType[] {
  const entry = (card: LayoutCard, added: boolean) => ({
    cardId: card.cardId, cardKind: card.cardKind, cardName: card.cardName, cardIntroduction: card.cardIntroduction,
    displayRows: card.displayRows, mandatory: card.mandatory, added,
  });
  return [
    { id: 't-work', typeName: '办事服务', cardConfigs: [entry(cardsById.todo!, true), entry(cardsById.tools!, true), entry(cardsById.favs!, false)] },
    { id: 't-info', typeName: '信息资讯', cardConfigs: [entry(cardsById.news!, true), entry(cardsById.recs!, false)] },
    { id: 't-empty', typeName: '空类型', cardConfigs: [] },
  ];
}

export interface HomeServer {
  handlers: Record<string, Handler>;
  /** The card ids of every saveUserApplyCardList call, in order. */
  saves: string[][];
  layout(): string[];
}

/**
 * A small stateful stand-in for the server's layout calls: the saved order is what getUserApplyCardList and the
 * save's answer return; the role default is todo, news, tools. A save without a mandatory card is refused.
 */
export function homeServer(overrides: Record<string, Handler> = {}): HomeServer {
  const roleDefault = ['todo', 'news', 'tools'];
  let order = [...roleDefault];
  const saves: string[][] = [];
  const layout = (): UserLayout => ({
    cards: order.map((id, i) => ({ ...cardsById[id]!, sort: i + 1, url: `https://cards.example.edu.cn/${id}` })),
    customised: order.join() !== roleDefault.join(),
  });
  const handlers: Record<string, Handler> = {
    getUserApplyCardList: () => layout(),
    saveUserApplyCardList: (input) => {
      const ids = (input as { cardIds: string[] }).cardIds;
      saves.push(ids);
      if (!ids.includes('todo')) throw new ApiError(9999, '必选卡片不可移除');
      order = [...ids];
      return layout();
    },
    resetUserApplyCardList: () => { order = [...roleDefault]; return layout(); },
    getNavigationUserApplyCardList: () => catalogueOf(),
    getCardData: (input) => {
      const id = (input as { cardId: string }).cardId;
      const card = cardsById[id];
      if (!card) throw new ApiError(9999, '卡片不存在');
      return toolCardView(card, toolsOf[id] ?? []);
    },
    quickNavigation: () => quickNavAnswer,
    getHoliday: () => holidayAnswer,
    getSchoolCalendar: () => calendarAnswer,
    getServiceSpecial: () => specialsAnswer,
    getServiceSpecialList: () => ({ special: specialsAnswer[0], services: specialServices }),
    getIsShowMsg: () => ({ isShowMsg: false }),
    themeDetail: () => ({
      themeId: 'th-blue', themeName: '默认蓝', themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', WaitingForMeToHandleBCImg: '',
    }),
    clickService: () => null,
    ...overrides,
  };
  return { handlers, saves, layout: () => [...order] };
}
