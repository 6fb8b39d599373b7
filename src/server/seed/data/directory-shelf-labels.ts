/**
 * The demo shelf labels of the service directory. Each picks its services from the listed catalogue by a rule,
 * so the labels stay meaningful whatever the generated catalogue holds.
 */

export interface ShelfService {
  serviceId: string;
  serviceName: string;
  visitCount: number;
  releasedAt: Date;
  processType: string;
  accessWay: string;
  audience: string;
  serviceType: string;
}

export interface ShelfLabelSeed {
  key: string;
  name: string;
  max: number;
  matches(service: ShelfService, now: number): boolean;
  /** Order within the label, best first. */
  rank(a: ShelfService, b: ShelfService): number;
}

const byVisits = (a: ShelfService, b: ShelfService) => b.visitCount - a.visitCount || a.serviceId.localeCompare(b.serviceId);
const byNewest = (a: ShelfService, b: ShelfService) =>
  b.releasedAt.getTime() - a.releasedAt.getTime() || a.serviceId.localeCompare(b.serviceId);
const named = (pattern: RegExp) => (s: ShelfService) => pattern.test(s.serviceName);

export const SHELF_LABELS: readonly ShelfLabelSeed[] = [
  { key: 'hot', name: '热门', max: 12, matches: () => true, rank: byVisits },
  { key: 'new', name: '新上线', max: 10, matches: (s, now) => now - s.releasedAt.getTime() <= 60 * 86_400_000, rank: byNewest },
  { key: 'graduation', name: '毕业季', max: 12, matches: named(/毕业|离校|学位|档案|就业|派遣|论文/), rank: byVisits },
  { key: 'welcome', name: '迎新季', max: 12, matches: named(/新生|报到|迎新|入学|宿舍|学生证|校园卡/), rank: byVisits },
  { key: 'office', name: '办公常用', max: 12, matches: (s) => s.audience === 'teacher' || /报销|会议|用车|用印|公文/.test(s.serviceName), rank: byVisits },
  { key: 'student', name: '学生必办', max: 12, matches: (s) => s.audience === 'student', rank: byVisits },
  { key: 'sso', name: '一网通办', max: 12, matches: (s) => s.accessWay === '3', rank: byVisits },
  { key: 'counter', name: '线下办理', max: 12, matches: (s) => s.processType === 'OFFLINE', rank: byVisits },
];
