import type { DirectoryItem, FilterOption } from '../../../../../src/shared/schema/directory';
import type { HeatWord, SearchServiceResult } from '../../../../../src/shared/schema/search';
import type { Handler } from '../../../../support/portal-harness';

export type { Handler };

/** A directory item; released long ago unless told otherwise. */
export function item(serviceId: string, serviceName: string, extra: Partial<DirectoryItem> = {}): DirectoryItem {
  return {
    serviceId, serviceName, serviceIcon: '', serviceDeptName: '教务处', serviceSceneName: '学习',
    processType: 'ONLINE', hasGuide: false, accessWay: '2', openWay: 1003,
    serviceUrl: `https://ehall.example.edu.cn/service/${serviceId}`, visitCount: 120, releaseTime: '2025-01-01T00:00:00Z',
    serviceType: 'PROCESS', ratingAvg: 4.5, ratingCount: 12, collected: false, ...extra,
  };
}

export const leave = item('s-leave', '请假申请', { serviceDeptName: '学生工作部', hasGuide: true });
export const transcript = item('s-transcript', '成绩单打印', { processType: 'OFFLINE', ratingAvg: 0, ratingCount: 0 });
export const wifi = item('s-wifi', '校园网报修', { serviceDeptName: '网络中心', collected: true });

export const depts: FilterOption[] = [{ id: 'd-jwc', name: '教务处', count: 12 }, { id: 'd-xgb', name: '学生工作部', count: 7 }];
const scenes: FilterOption[] = [{ id: 'c-study', name: '学习', count: 9 }, { id: 'c-life', name: '生活', count: 4 }];
const types: FilterOption[] = [{ id: 't-apply', name: '申请类', count: 5 }];
const hotWords: HeatWord[] = [
  { word: '请假', pinned: true, searchCount: 0 },
  { word: '成绩单', pinned: false, searchCount: 30 },
];

export function page(records: DirectoryItem[], total = records.length, current = 1) {
  return { records, total, current, size: 12 };
}

export function searchAnswer(keyword: string, records: DirectoryItem[], corrected?: string): SearchServiceResult {
  return { records, total: records.length, keyword, ...(corrected ? { corrected } : {}) };
}

/** Answers for every call the page makes, by catalogue name; tests override some. */
export function bladeHandlers(): Record<string, Handler> {
  return {
    serverCenterPage: () => page([leave, transcript, wifi]),
    searchService: (input) => searchAnswer((input as { keyword: string }).keyword, [leave]),
    myCollect: () => [wifi],
    serviceDept: () => depts,
    serviceScene: () => scenes,
    serviceTypeListByUser: () => types,
    getShelfLabel: () => [{ id: 'l-new', labelName: '新生入学', sort: 2 }, { id: 'l-hot', labelName: '热门推荐', sort: 1 }],
    searchHeatWord: () => hotWords,
    collect: (input) => ({ serviceId: (input as { serviceId: string }).serviceId, collected: true }),
    cancelCollect: (input) => ({ serviceId: (input as { serviceId: string }).serviceId, collected: false }),
    clickService: () => ({ counted: true, visitCount: 121 }),
  };
}

export function ospHandlers(): Record<string, Handler> {
  return {
    serviceCount: () => ({ total: 320, application: 120, process: 200, online: 290, offline: 30 }),
    heatService: () => [wifi, leave, transcript, item('s-4', '一卡通充值'), item('s-5', '图书续借'), item('s-6', '第六名')],
    NewlyLaunched: () => [item('s-new', '宿舍调换', { releaseTime: new Date(Date.now() - 2 * 3600_000).toISOString() })],
  };
}
