import type { CardKind, CardMappingEntry, ColumnDataSource } from '../../../shared/schema/cards';

/**
 * The demo home page: four card types, the ten cards (one per kind of CARD-02) with their columns and built-in
 * data sources, and which role gets which card by default, optionally, or as mandatory.
 */

export type CardTypeKey = 'service' | 'info' | 'personal' | 'tools';
export type CardKey =
  | 'todo' | 'express' | 'personal' | 'staging' | 'favorites' | 'news' | 'tools' | 'recommend' | 'common' | 'notice';
export type RoleType = 'admin' | 'teacher' | 'student';

export const CARD_TYPES: ReadonlyArray<{ key: CardTypeKey; typeName: string; typeNameEn: string }> = [
  { key: 'service', typeName: '办事服务', typeNameEn: 'Services' },
  { key: 'info', typeName: '信息资讯', typeNameEn: 'News and Notices' },
  { key: 'personal', typeName: '个人事务', typeNameEn: 'My Affairs' },
  { key: 'tools', typeName: '效率工具', typeNameEn: 'Tools' },
];

/** The cards' English names and introductions (ADR 033), so the demo's English mode shows an English home page. */
export const CARD_ENGLISH: Readonly<Record<CardKey, { cardNameEn: string; cardIntroductionEn: string }>> = {
  todo: { cardNameEn: 'To-dos', cardIntroductionEn: 'Steps waiting for my approval, by business system; overdue ones are flagged.' },
  express: { cardNameEn: 'Service Express', cardIntroductionEn: 'Popular and newly launched services, one click away.' },
  personal: { cardNameEn: 'My Affairs', cardIntroductionEn: 'My applications at a glance: in progress, finished, rejected, favourites and unread messages.' },
  staging: { cardNameEn: 'Saved Drafts', cardIntroductionEn: 'Application forms saved but not yet submitted; continue any time.' },
  favorites: { cardNameEn: 'My Favourites', cardIntroductionEn: 'The services I collected, in my own order.' },
  news: { cardNameEn: 'Campus News', cardIntroductionEn: 'University headlines, college news and upcoming lectures; items from the last 24 hours are marked new.' },
  tools: { cardNameEn: 'Common Tools', cardIntroductionEn: 'Mail, calendar, timetable, free classrooms and other handy tools.' },
  recommend: { cardNameEn: 'Recommended', cardIntroductionEn: 'The services people in your role need most this season.' },
  common: { cardNameEn: 'Common Services', cardIntroductionEn: 'The services used most across campus, and campus life services.' },
  notice: { cardNameEn: 'Announcements', cardIntroductionEn: 'Important notices addressed to me; unread ones first.' },
};

interface ColumnSeed {
  columnName: string;
  dataSource: ColumnDataSource;
  remindTodoNum?: boolean;
}

export interface CardSeed {
  key: CardKey;
  type: CardTypeKey;
  cardKind: CardKind;
  cardName: string;
  cardIntroduction: string;
  displayRows: 1 | 2 | 3;
  url: string;
  columns: ColumnSeed[];
}

const builtin = (source: Extract<ColumnDataSource, { kind: 'builtin' }>['source'], params: Record<string, string> = {}, cardMapping?: CardMappingEntry[]): ColumnDataSource =>
  ({ kind: 'builtin', source, params, ...(cardMapping ? { cardMapping } : {}) });

/** The news channels of the demo; 院系动态 is synced from the colleges' WeChat official accounts (CARD-12). */
const NEWS_CHANNELS = ['学校要闻', '院系动态', '学术讲座'] as const;
export type NewsChannel = (typeof NEWS_CHANNELS)[number];
export const OFFICIAL_ACCOUNT_CHANNEL: NewsChannel = '院系动态';

/** Staging tables of the demo (暂存表): what a student saved but has not submitted yet. */
export const STAGING_TABLES = {
  leave: 'leave_application',
  scholarship: 'scholarship_application',
} as const;

/** The to-do flows (processes.flow_type) that get a column of their own; '全部待办' shows every flow. */
const TODO_FLOW_COLUMNS = ['教务', '学工', '人事', '财务'] as const;

/** Scene keys of the catalogue that the business-express card opens with (see data/scenes-and-types.ts). */
const EXPRESS_SCENES = { finance: 'finance', life: 'life' } as const;

export function cardsFor(sceneId: (key: string) => string): CardSeed[] {
  return [
    {
      key: 'todo', type: 'service', cardKind: 'TODO', cardName: '待办事项', displayRows: 1, url: '',
      cardIntroduction: '集中显示待我审批的流程事项，按业务系统分栏，超过办理时限的单独提醒。',
      columns: [
        { columnName: '全部待办', dataSource: builtin('todo', { flowType: '' }), remindTodoNum: true },
        ...TODO_FLOW_COLUMNS.map((flowType) => ({ columnName: flowType, dataSource: builtin('todo', { flowType }) })),
      ],
    },
    {
      key: 'express', type: 'service', cardKind: 'BUSINESS_EXPRESS', cardName: '业务直通车', displayRows: 2, url: '',
      cardIntroduction: '热门和最新上线的办事服务一键直达，免去层层查找。',
      columns: [
        { columnName: '热门服务', dataSource: builtin('services', { order: 'visits' }) },
        { columnName: '最新上线', dataSource: builtin('services', { order: 'newest' }) },
        { columnName: '财务报销', dataSource: builtin('services', { sceneId: sceneId(EXPRESS_SCENES.finance), order: 'visits' }) },
      ],
    },
    {
      key: 'personal', type: 'personal', cardKind: 'PERSONAL_MATTERS', cardName: '个人事务', displayRows: 1, url: '',
      cardIntroduction: '我的办件进度一目了然：办理中、已办结、已驳回，以及收藏和未读消息。',
      columns: [{ columnName: '我的事务', dataSource: builtin('personalMatters') }],
    },
    {
      key: 'staging', type: 'personal', cardKind: 'STAGING_TABLE', cardName: '暂存表', displayRows: 2, url: '',
      cardIntroduction: '已保存但尚未提交的申请表，可随时继续填写。',
      columns: [
        {
          columnName: '请假申请',
          dataSource: builtin('staging', { tableKey: STAGING_TABLES.leave }, [
            { field: 'leaveType', chineseName: '请假类型' },
            { field: 'startDate', chineseName: '开始日期' },
            { field: 'endDate', chineseName: '结束日期' },
            { field: 'reason', chineseName: '请假事由说明' },
          ]),
        },
        {
          columnName: '奖学金申请',
          dataSource: builtin('staging', { tableKey: STAGING_TABLES.scholarship }, [
            { field: 'scholarshipName', chineseName: '奖学金名称' },
            { field: 'academicYear', chineseName: '学年' },
            { field: 'gpa', chineseName: '平均学分绩点' },
            { field: 'savedAt', chineseName: '暂存时间' },
          ]),
        },
      ],
    },
    {
      key: 'favorites', type: 'personal', cardKind: 'MY_FAVORITES', cardName: '我的收藏', displayRows: 1, url: '',
      cardIntroduction: '我收藏的服务，按我自己的顺序排列。',
      columns: [{ columnName: '我的收藏', dataSource: builtin('favorites') }],
    },
    {
      key: 'news', type: 'info', cardKind: 'CAMPUS_NEWS', cardName: '校园新闻', displayRows: 3,
      url: JSON.stringify({ type: 'iframe', url: 'https://news.hxlg.edu.cn/' }),
      cardIntroduction: '学校要闻、院系动态与学术讲座预告，24 小时内发布的标记为新。',
      columns: NEWS_CHANNELS.map((channel) => ({ columnName: channel, dataSource: builtin('news', { channel }) })),
    },
    {
      key: 'tools', type: 'tools', cardKind: 'COMMON_TOOLS', cardName: '常用工具', displayRows: 1, url: '',
      cardIntroduction: '邮箱、校历、课表、空闲教室等常用小工具。',
      columns: [{ columnName: '常用工具', dataSource: builtin('tools') }],
    },
    {
      key: 'recommend', type: 'service', cardKind: 'RECOMMENDATIONS', cardName: '推荐服务', displayRows: 2, url: '',
      cardIntroduction: '按身份为你推荐当季最需要办理的服务。',
      columns: [{ columnName: '为你推荐', dataSource: builtin('recommendations') }],
    },
    {
      key: 'common', type: 'service', cardKind: 'COMMON_SERVICES', cardName: '常用服务', displayRows: 2, url: '',
      cardIntroduction: '全校师生最常使用的服务，以及后勤生活类服务。',
      columns: [
        { columnName: '常用服务', dataSource: builtin('services', { order: 'visits', limit: '12' }) },
        { columnName: '后勤生活', dataSource: builtin('services', { sceneId: sceneId(EXPRESS_SCENES.life), order: 'visits' }) },
      ],
    },
    {
      key: 'notice', type: 'info', cardKind: 'ANNOUNCEMENTS', cardName: '重要公告', displayRows: 2, url: '',
      cardIntroduction: '发给我的重要通知公告，未读的优先提醒。',
      columns: [{ columnName: '重要公告', dataSource: builtin('announcements') }],
    },
  ];
}

/**
 * Per role: the default layout in order (the first two are mandatory for everyone: announcements and to-dos),
 * then the cards offered but not in the default. A card in neither list is not offered to the role.
 */
export const MANDATORY_CARDS: readonly CardKey[] = ['notice', 'todo'];

export const ROLE_LAYOUTS: Readonly<Record<RoleType, { defaults: readonly CardKey[]; optional: readonly CardKey[] }>> = {
  student: {
    defaults: ['notice', 'todo', 'personal', 'express', 'staging', 'news', 'favorites', 'tools'],
    optional: ['recommend', 'common'],
  },
  teacher: {
    defaults: ['notice', 'todo', 'express', 'personal', 'news', 'common', 'favorites'],
    // The staging table holds student forms only: teachers are not offered it.
    optional: ['recommend', 'tools'],
  },
  admin: {
    defaults: ['todo', 'notice', 'personal', 'express', 'news', 'tools'],
    optional: ['staging', 'favorites', 'recommend', 'common'],
  },
};
