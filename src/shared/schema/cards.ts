import { z } from 'zod/mini';
import { englishAnswer, englishText, ENGLISH_LIMITS } from './english';
import { CARD_URL_REFUSED, isCardUrlAccepted } from '../rules/card-url';

/**
 * The home page's cards: what an administrator configures (card types, cards, their basic config, columns with a
 * data source, who may see them) and what the portal renders (a user's layout, a card's data). The studio edits
 * these shapes, the server stores and validates them, the portal's card components read them (CARD-01 … CARD-14).
 */

const id = z.string().check(z.minLength(1), z.maxLength(32));
/** An id the administrator picks from a list: missing or empty says what to choose, in Chinese. */
const chosen = (what: string) => z.string({ error: `请选择${what}` }).check(z.minLength(1, `请选择${what}`), z.maxLength(32));
const int = () => z.number().check(z.int());

/** CARD-02: the ten previewable card types, each with its own component and empty-state text. */
export const CARD_KINDS = [
  'TODO', // 待办事项
  'BUSINESS_EXPRESS', // 业务直通车
  'PERSONAL_MATTERS', // 个人事务
  'STAGING_TABLE', // 暂存表
  'MY_FAVORITES', // 我的收藏
  'CAMPUS_NEWS', // 校园新闻
  'COMMON_TOOLS', // 常用工具
  'RECOMMENDATIONS', // 推荐服务
  'COMMON_SERVICES', // 常用服务
  'ANNOUNCEMENTS', // 重要公告
] as const;
export const cardKindSchema = z.enum(CARD_KINDS);
export type CardKind = z.infer<typeof cardKindSchema>;

/** CARD-03: displayRows 1–3. */
const displayRowsSchema = z.number().check(z.int(), z.gte(1, '显示行数为 1–3'), z.lte(3, '显示行数为 1–3'));
export type DisplayRows = 1 | 2 | 3;

/** cardbasicconfig: the part of a card an administrator names and sizes. */
export const cardBasicConfigSchema = z.object({
  cardName: z.string().check(z.trim(), z.minLength(1, '请输入卡片名称'), z.maxLength(20, '卡片名称不能超过 20 个字符')),
  cardIntroduction: z.string().check(z.trim(), z.maxLength(200, '卡片简介不能超过 200 个字符')),
  /** Optional English name and introduction (ADR 033); the portal falls back to the Chinese ones. */
  cardNameEn: englishText(ENGLISH_LIMITS.cardName, '英文名称'),
  cardIntroductionEn: englishText(ENGLISH_LIMITS.cardIntroduction, '英文简介'),
  displayRows: displayRowsSchema,
});
export type CardBasicConfig = z.infer<typeof cardBasicConfigSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Data sources of a column
// ---------------------------------------------------------------------------------------------------------------

/** Built-in sources, read from our own database. */
export const BUILTIN_SOURCES = [
  'todo', // the user's pending steps in the process records; params.flowType filters ('' = all)
  'services', // services by params.sceneId / typeId / deptId / serviceIds (comma list), ordered by params.order
  'personalMatters', // the user's own figures: in progress, finished, rejected, favourites, unread messages
  'staging', // the user's staging-table rows of params.tableKey, shown through the column's cardMapping
  'favorites', // the user's favourite services, in the user's order
  'news', // news of params.channel
  'tools', // common tools
  'recommendations', // services recommended to the user's role
  'announcements', // important announcements addressed to the user
] as const;
export const builtinSourceSchema = z.enum(BUILTIN_SOURCES);
export type BuiltinSource = z.infer<typeof builtinSourceSchema>;

const paramMap = z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.string().check(z.maxLength(500)));

/** Staging table: which row fields a column shows, under which Chinese names (doc1 §3). */
export const cardMappingEntrySchema = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(64)),
  chineseName: z.string().check(z.minLength(1), z.maxLength(32)),
});
export type CardMappingEntry = z.infer<typeof cardMappingEntrySchema>;

export const columnDataSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('builtin'),
    source: builtinSourceSchema,
    params: paramMap,
    cardMapping: z.optional(z.array(cardMappingEntrySchema).check(z.maxLength(12))),
  }),
  z.object({
    kind: z.literal('api'),
    apiId: id,
    /** Values for the API's parameters, by parameter name (they override the API's own defaults). */
    params: paramMap,
    /** Target item field → dotted path in each source row (e.g. { title: 'headline', releaseTime: 'meta.date' }). */
    fieldMapping: z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.string().check(z.minLength(1), z.maxLength(200))),
    cardMapping: z.optional(z.array(cardMappingEntrySchema).check(z.maxLength(12))),
  }),
]);
export type ColumnDataSource = z.infer<typeof columnDataSourceSchema>;

/** cardcolumnconfig: one column (tab) of a card with its data source. */
export const cardColumnConfigSchema = z.object({
  id: z.optional(id),
  cardId: chosen('卡片'),
  columnName: z.string().check(z.trim(), z.minLength(1, '请输入栏目名称'), z.maxLength(20, '栏目名称不能超过 20 个字符')),
  sort: int(),
  dataSource: columnDataSourceSchema,
  /** To-do columns: remind the user of the count (the to-do number reminder). */
  remindTodoNum: z.optional(z.boolean()),
});
export type CardColumnConfig = z.infer<typeof cardColumnConfigSchema>;

/**
 * Header names an external API may not set: the transport's own (the guarded fetch writes them), hop-by-hop ones and
 * proxies'. Anything else — Authorization, X-Api-Key, Cookie — is the administrator's.
 */
const RESERVED_API_HEADERS = [
  'host', 'content-length', 'content-type', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer',
  'accept', 'accept-encoding', 'expect', 'proxy-authorization', 'proxy-connection',
] as const;
const MAX_API_HEADERS = 10;

const apiHeaderSchema = z.object({
  name: z.string({ error: '请输入请求头名称' }).check(
    z.trim(), z.minLength(1, '请输入请求头名称'), z.maxLength(64, '请求头名称不能超过 64 个字符'),
    z.regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, '请求头名称只能包含字母、数字和 - _ . 等符号'),
    z.refine((name) => !(RESERVED_API_HEADERS as readonly string[]).includes(name.toLowerCase()), '该请求头由系统设置，不能自定义'),
  ),
  /** The secret value; '' keeps the stored one (editing an API never shows it). */
  value: z.string().check(z.maxLength(2000, '请求头的值不能超过 2000 个字符'), z.regex(/^[^\r\n\u0000]*$/, '请求头的值不能换行')),
});

/** An external JSON API an administrator configured as a data source (getApiList / getApiDetail). */
export const API_PARAM_TYPES = ['fixed', 'userAccount', 'userId', 'tenantId'] as const;
export const externalApiSchema = z.object({
  id: z.optional(id),
  apiName: z.string().check(z.trim(), z.minLength(1, '请输入接口名称'), z.maxLength(50, '接口名称不能超过 50 个字符')),
  url: z.string().check(z.trim(), z.minLength(1, '请输入接口地址'), z.maxLength(500, '接口地址不能超过 500 个字符'),
    z.regex(/^https?:\/\//i, '接口地址须以 http:// 或 https:// 开头')),
  method: z.enum(['GET', 'POST']),
  params: z.array(z.object({
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    paramType: z.enum(API_PARAM_TYPES),
    /** The value of a 'fixed' parameter; ignored for the others, which the server fills for the caller. */
    value: z.string().check(z.maxLength(500)),
  })).check(z.maxLength(20)),
  /** Dotted path of the row array in the answer ('' = the answer itself is the array). */
  resultPath: z.string().check(z.maxLength(200)),
  timeoutMs: z.number().check(z.int(), z.gte(500, '超时时间不少于 500 毫秒'), z.lte(10_000, '超时时间不超过 10000 毫秒')),
  cacheSeconds: z.number().check(z.int(), z.gte(0), z.lte(3600, '缓存时间不超过 3600 秒')),
  /**
   * Request headers (an API key, a bearer token): their values are secrets, sealed at rest and never answered back.
   * A value left '' keeps the one stored under that name.
   */
  headers: z._default(z.array(apiHeaderSchema).check(
    z.maxLength(MAX_API_HEADERS, `请求头最多 ${MAX_API_HEADERS} 个`),
    z.refine((list) => new Set(list.map((h) => h.name.toLowerCase())).size === list.length, '请求头名称不能重复'),
  ), []),
});
export type ExternalApi = z.infer<typeof externalApiSchema>;

/** A stored header as the studio sees it: its name and whether a value is set, never the value. */
export const apiHeaderViewSchema = z.object({ name: z.string(), valueSet: z.boolean() });

/** 测试调用: what the API answered, cut to the first rows at resultPath. */
export const apiTestResultSchema = z.object({
  /** Rows found at resultPath in the whole answer. */
  total: int(),
  rows: z.array(z.unknown()),
  elapsedMs: int(),
});
export type ApiTestResult = z.infer<typeof apiTestResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Configuration objects
// ---------------------------------------------------------------------------------------------------------------

/** indextypeconfig: a group of cards in the catalogue ("办事服务", "信息资讯" …). */
export const cardTypeConfigSchema = z.object({
  id: z.optional(id),
  typeName: z.string({ error: '请输入类型名称' }).check(z.trim(), z.minLength(1, '请输入类型名称'), z.maxLength(20, '类型名称不能超过 20 个字符')),
  typeNameEn: englishText(ENGLISH_LIMITS.cardTypeName, '英文名称'),
  sort: int(),
});
export type CardTypeConfig = z.infer<typeof cardTypeConfigSchema>;

/**
 * CARD-13: a card's url is a JSON frame config {type, url} or a plain URL (a qiankun micro-app); '' for none.
 * The shape is checked by `parseCardUrl` (rules/card-url.ts).
 */
export const cardUrlSchema = z.string().check(z.maxLength(1000, '卡片地址不能超过 1000 个字符'));

/** indexcardconfig: one card of the catalogue. */
export const cardConfigSchema = z.extend(cardBasicConfigSchema, {
  id: z.optional(id),
  typeId: chosen('卡片类型'),
  cardKind: z.enum(CARD_KINDS, { error: '请选择卡片种类' }),
  // CARD-13: what is saved must be a frame config or an address; the server checks the same (cards/admin/cards.ts).
  url: cardUrlSchema.check(z.refine(isCardUrlAccepted, CARD_URL_REFUSED)),
  /** 1 enabled, 0 hidden (a hidden card leaves every layout). */
  status: z.number().check(z.int(), z.gte(0), z.lte(1)),
  sort: int(),
});
export type CardConfig = z.infer<typeof cardConfigSchema>;

/** indextypeconfig authConfig: per role, whether the card is offered, in the default layout, and mandatory. */
const cardRoleAuthSchema = z.object({
  roleId: id,
  /** The role may add the card. */
  visible: z.boolean(),
  /** The card is in the role's default layout (reset restores it). */
  inDefault: z.boolean(),
  /** The card is always in the layout and cannot be removed (implies visible and inDefault). */
  mandatory: z.boolean(),
  defaultSort: int(),
});
export const cardAuthConfigSchema = z.object({ cardId: id, roles: z.array(cardRoleAuthSchema).check(z.maxLength(200)) });
export type CardAuthConfig = z.infer<typeof cardAuthConfigSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What the portal renders
// ---------------------------------------------------------------------------------------------------------------

/** One card of a user's home layout (userHomePageApplyCard/getUserApplyCardList). */
const layoutCardSchema = z.object({
  cardId: z.string(),
  typeId: z.string(),
  cardKind: cardKindSchema,
  cardName: z.string(),
  cardNameEn: englishAnswer(),
  cardIntroduction: z.string(),
  cardIntroductionEn: englishAnswer(),
  displayRows: displayRowsSchema,
  url: z.string(),
  mandatory: z.boolean(),
  sort: int(),
});
export type LayoutCard = z.infer<typeof layoutCardSchema>;

export const userLayoutSchema = z.object({
  cards: z.array(layoutCardSchema),
  /** false: the user has never changed the layout, so it is the role's default. */
  customised: z.boolean(),
});
export type UserLayout = z.infer<typeof userLayoutSchema>;

/** Type-list entry (doc1 §3): a card type with the cards the user's role may add. */
export const catalogueTypeSchema = z.object({
  id: z.string(),
  typeName: z.string(),
  typeNameEn: englishAnswer(),
  cardConfigs: z.array(z.object({
    cardId: z.string(),
    cardKind: cardKindSchema,
    cardName: z.string(),
    cardNameEn: englishAnswer(),
    cardIntroduction: z.string(),
    cardIntroductionEn: englishAnswer(),
    displayRows: displayRowsSchema,
    mandatory: z.boolean(),
    /** Already in the user's layout. */
    added: z.boolean(),
  })),
});
export type CatalogueType = z.infer<typeof catalogueTypeSchema>;

/** Service item (doc1 §3), as cards and the service directory show it. */
export const serviceItemSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  /** Optional English names (ADR 033): absent or '' when none is set; the portal falls back to the Chinese ones. */
  serviceNameEn: englishAnswer(),
  serviceIcon: z.string(),
  serviceDeptName: z.string(),
  serviceDeptNameEn: englishAnswer(),
  serviceSceneName: z.string(),
  serviceSceneNameEn: englishAnswer(),
  /** OPEN-05: OFFLINE means offline handling, else online. */
  processType: z.string(),
  hasGuide: z.boolean(),
  accessWay: z.string(),
  openWay: int(),
  serviceUrl: z.string(),
  visitCount: int(),
  /** ISO time; CARD-09 shows 'NEW' within 24 hours of it. */
  releaseTime: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/** To-do item (doc1 §3, CARD-10): per column, the count of pending steps and of overdue ones. */
const todoItemSchema = z.object({
  columnName: z.string(),
  todoNum: int(),
  /** Default 待审批 (CARD-10). */
  todoTypeName: z.optional(z.string()),
  /** Default 超时 (CARD-10). */
  todoTimeoutName: z.optional(z.string()),
  todoTimeoutNum: int(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** One pending step of the user, newest first. */
/**
 * Where a to-do is handled or a 暂存表 row resumed, and how it opens: its service's openWay (OPEN-01) and accessWay
 * (OPEN-02, combStr); url '' when the business system gave none, and then the system and its contact are named.
 */
const openTargetSchema = z.object({
  url: z.string(),
  openWay: int(),
  accessWay: z.string(),
  /** The business system, or the service's department for records no system reported. */
  systemName: z.string(),
  systemContact: z.string(),
});
export type OpenTarget = z.infer<typeof openTargetSchema>;

export const todoEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  serviceName: z.string(),
  nodeName: z.string(),
  applicantName: z.string(),
  startedAt: z.string(),
  /** ISO time the step is due; null = no time limit. */
  dueAt: z.nullable(z.string()),
  overdue: z.boolean(),
  /** Absent for to-dos of an external source, which names no handling address. */
  open: z.optional(openTargetSchema),
});
export type TodoEntry = z.infer<typeof todoEntrySchema>;

/** News item (doc1 §3, CARD-12). */
export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** 'OfficialAccount' (公众号) dates by create_time, anything else by releaseTime (CARD-12). */
  dataSource: z.string(),
  releaseTime: z.nullable(z.string()),
  create_time: z.nullable(z.string()),
  /** The importance label (CARD-12), '' for none. */
  fieldSet: z.string(),
  /** https or our own file URL, '' for none. */
  coverImage: z.string(),
  url: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** Tool item (doc1 §3). */
export const toolItemSchema = z.object({
  id: z.string(),
  tools_name: z.string(),
  tools_icon: z.string(),
  url: z.string(),
  openWay: int(),
});
export type ToolItem = z.infer<typeof toolItemSchema>;

export const personalMatterSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: int(),
  /** Portal route that lists these, '' for none. */
  url: z.string(),
});

export const announcementItemSchema = z.object({
  messageId: z.string(),
  title: z.string(),
  fromUserName: z.string(),
  createTime: z.string(),
  read: z.boolean(),
  important: z.boolean(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

/** The data of one column, by what its source yields. */
const columnDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('todo'), items: z.array(todoItemSchema), entries: z.array(todoEntrySchema) }),
  z.object({ kind: z.literal('services'), items: z.array(serviceItemSchema), total: int() }),
  z.object({ kind: z.literal('personalMatters'), items: z.array(personalMatterSchema) }),
  z.object({
    kind: z.literal('staging'),
    cardMapping: z.array(cardMappingEntrySchema),
    result: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    num: int(),
    /** Where each row (by its `id`) resumes; absent for external sources. */
    targets: z.optional(z.array(z.object({ id: z.string(), open: openTargetSchema }))),
  }),
  z.object({ kind: z.literal('news'), items: z.array(newsItemSchema), total: int() }),
  z.object({ kind: z.literal('tools'), items: z.array(toolItemSchema) }),
  z.object({ kind: z.literal('announcements'), items: z.array(announcementItemSchema), unread: int() }),
]);
export type ColumnData = z.infer<typeof columnDataSchema>;

const cardColumnViewSchema = z.object({
  columnId: z.string(),
  columnName: z.string(),
  /** The column's data, or the reason it could not be loaded (one failing column never hides the others). */
  data: z.nullable(columnDataSchema),
  error: z.nullable(z.string()),
});
export type CardColumnView = z.infer<typeof cardColumnViewSchema>;

/** A card ready to render: the portal's card data call and the preview call (CARD-01) both answer it. */
export const cardViewSchema = z.object({
  cardId: z.string(),
  cardKind: cardKindSchema,
  basicConfig: cardBasicConfigSchema,
  url: z.string(),
  /** 'OfficialAccount' when the news comes from the official account (CARD-12); else 'Builtin' or 'Api'. */
  dataSource: z.string(),
  /** The card's columns as tabs (doc1 §3 typeList). */
  typeList: z.array(z.object({ id: z.string(), typeName: z.string() })),
  columns: z.array(cardColumnViewSchema),
  /** Colours of item states (e.g. 待审批 / 超时) the card's items use. */
  currentStatusBackgroundColor: z.array(z.object({ colorVal: z.string(), typeName: z.string() })),
  otherInformationList: z.array(z.object({ value: z.string() })),
});
export type CardView = z.infer<typeof cardViewSchema>;
