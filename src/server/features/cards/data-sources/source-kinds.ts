import type { BuiltinSource, CardKind } from '../../../../shared/schema/cards';

/**
 * Each built-in source with its Chinese label and the card kinds whose items it yields. Columns may only use a
 * source that fits their card (columnSubmit checks it); the studio lists them with getDataSourceList.
 */
export const BUILTIN_SOURCE_INFO: Readonly<Record<BuiltinSource, { label: string; cardKinds: readonly CardKind[] }>> = {
  todo: { label: '待办事项（流程待办）', cardKinds: ['TODO'] },
  services: { label: '服务事项（按场景、类型、部门或指定服务）', cardKinds: ['BUSINESS_EXPRESS', 'COMMON_SERVICES', 'RECOMMENDATIONS', 'MY_FAVORITES'] },
  personalMatters: { label: '个人事务统计', cardKinds: ['PERSONAL_MATTERS'] },
  staging: { label: '暂存表', cardKinds: ['STAGING_TABLE'] },
  favorites: { label: '我的收藏', cardKinds: ['MY_FAVORITES', 'COMMON_SERVICES', 'BUSINESS_EXPRESS'] },
  news: { label: '新闻资讯（按栏目）', cardKinds: ['CAMPUS_NEWS'] },
  tools: { label: '常用工具', cardKinds: ['COMMON_TOOLS'] },
  recommendations: { label: '推荐服务（按角色）', cardKinds: ['RECOMMENDATIONS', 'BUSINESS_EXPRESS', 'COMMON_SERVICES'] },
  announcements: { label: '重要公告', cardKinds: ['ANNOUNCEMENTS'] },
};

export function sourceFitsCard(source: BuiltinSource, cardKind: CardKind): boolean {
  return BUILTIN_SOURCE_INFO[source].cardKinds.includes(cardKind);
}
