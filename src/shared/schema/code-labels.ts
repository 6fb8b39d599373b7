import type { CardKind } from './cards';
import { FEEDBACK_STATUS_NAMES } from './feedback';

/**
 * Codes as the studio shows them (zh-CN, the studio's default language), for exported files and for reading them
 * back: a file speaks the operator's language (主要职责, not MAIN; 弹出窗口, not 1002), and an import takes either the
 * label or the code. Each map is the one the studio's own texts show for the same column.
 */
export type CodeLabels<C extends string | number> = Readonly<Record<C, string>>;

/** The label of a code, or the code itself when the map does not know it (an old value keeps showing). */
export function labelOf<C extends string | number>(labels: CodeLabels<C>, code: C | string | number): string {
  return (labels as Readonly<Record<string | number, string | undefined>>)[code] ?? String(code);
}

/**
 * A cell read back: its label or its code (trimmed), or undefined when it is neither. Labels are compared whole,
 * codes as written or upper-cased (an operator may type main for MAIN).
 */
export function codeOf<C extends string | number>(labels: CodeLabels<C>, cell: string): C | undefined {
  const value = cell.trim();
  for (const [code, label] of Object.entries(labels) as Array<[string, string]>) {
    if (label === value || code === value || code === value.toUpperCase()) return (NUMERIC_MAPS.has(labels) ? Number(code) : code) as C;
  }
  return undefined;
}

/** The maps whose codes are numbers (Object.entries answers their keys as strings). */
const NUMERIC_MAPS = new WeakSet<object>();
function numeric<C extends number>(labels: CodeLabels<C>): CodeLabels<C> {
  NUMERIC_MAPS.add(labels);
  return labels;
}

/** The hint an import's refusal gives: every label, e.g. '应用、流程'. */
export function labelsHint<C extends string | number>(labels: CodeLabels<C>): string {
  return Object.values<string>(labels).join('、');
}

/** Service kinds (服务目录's 服务类型). */
export const SERVICE_KIND_LABELS: CodeLabels<'APPLICATION' | 'PROCESS'> = { APPLICATION: '应用', PROCESS: '流程' };
/** OPEN-02's access ways (服务目录's 访问方式). */
export const ACCESS_WAY_LABELS: CodeLabels<'1' | '2' | '3' | '5'> = { 1: '内置流程表单', 2: '外部链接', 3: '单点登录链接', 5: '带身份参数的链接' };
/** OPEN-01's ways a service opens (服务目录's 打开方式). */
export const OPEN_WAY_LABELS: CodeLabels<1001 | 1002 | 1003> = numeric({ 1001: '页面内弹窗', 1002: '弹出窗口', 1003: '新标签页' });
/** CARD-02's card kinds (卡片种类). */
export const CARD_KIND_LABELS: CodeLabels<CardKind> = {
  TODO: '待办事项', BUSINESS_EXPRESS: '业务直通车', PERSONAL_MATTERS: '个人事务', STAGING_TABLE: '暂存表', MY_FAVORITES: '我的收藏',
  CAMPUS_NEWS: '校园新闻', COMMON_TOOLS: '常用工具', RECOMMENDATIONS: '推荐服务', COMMON_SERVICES: '常用服务', ANNOUNCEMENTS: '重要公告',
};
/** A card column's data source kind. */
export const SOURCE_KIND_LABELS: CodeLabels<'builtin' | 'api'> = { builtin: '内置数据源', api: '外部接口' };
/** A knowledge-base question's state (1 answered by the robot). */
export const QUESTION_STATUS_LABELS: CodeLabels<0 | 1> = numeric({ 1: '已上线', 0: '已下线' });
/** Who sees a knowledge-base answer. */
export const QUESTION_VISIBILITY_LABELS: CodeLabels<'public' | 'user'> = { public: '所有人（含未登录访客）', user: '仅登录用户' };
/** A feedback's handling state. */
export const FEEDBACK_STATUS_LABELS = FEEDBACK_STATUS_NAMES;
