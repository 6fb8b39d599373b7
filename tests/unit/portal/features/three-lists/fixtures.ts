import type { ServiceItem } from '../../../../../src/shared/schema/cards';
import type {
  Duty, DutyPageRequest, InventoryService, ServicePageRequest, ThreeListDept, ThreeListTreeNode, TripleListConfig,
} from '../../../../../src/shared/schema/three-lists';

import type { Handler } from '../../../../support/portal-harness';

export type { Handler };

export const config: TripleListConfig = {
  pageTitle: '三张清单',
  intro: '公开各部门的职责清单与公共服务清单。',
  lists: [
    { key: 'dept', title: '部门职责清单', visible: true, sort: 1 },
    { key: 'service', title: '公共服务清单', visible: true, sort: 2 },
    { key: 'duty', title: '职责事项清单', visible: true, sort: 3 },
  ],
  categories: [],
  showEmptyDepts: true,
  showCounts: true,
  pageSize: 10,
  dutyTypeRequired: true,
};

const deptNode = (id: string, label: string, category: string, duties: number, services: number, children: ThreeListTreeNode[] = []): ThreeListTreeNode => ({
  id, label, nodeType: 'dept', category, deptCode: id.toUpperCase(), dutyCount: duties, serviceCount: services, children,
});

/** 职能部门 › 教务处 › 考试中心, 职能部门 › 学生处, 学院 › 计算机学院. */
export const tree: ThreeListTreeNode[] = [
  {
    id: 'category:职能部门', label: '职能部门', nodeType: 'category', category: '职能部门', deptCode: '', dutyCount: 9, serviceCount: 5,
    children: [
      deptNode('d-jwc', '教务处', '职能部门', 5, 3, [deptNode('d-kszx', '考试中心', '职能部门', 2, 1)]),
      deptNode('d-xsc', '学生处', '职能部门', 2, 1),
    ],
  },
  {
    id: 'category:学院', label: '学院', nodeType: 'category', category: '学院', deptCode: '', dutyCount: 4, serviceCount: 2,
    children: [deptNode('d-cs', '计算机学院', '学院', 4, 2)],
  },
];

const dept = (deptId: string, deptName: string, category: string, parent = ''): ThreeListDept => ({
  deptId, deptCode: deptId.toUpperCase(), deptName, category, parentId: parent, parentName: parent ? '教务处' : '',
  leader: '张主任', phone: '010-6275 0001', location: '行政楼 201', dutyCount: 2, serviceCount: 1,
});

const depts: ThreeListDept[] = [
  dept('d-jwc', '教务处', '职能部门'), dept('d-kszx', '考试中心', '职能部门', 'd-jwc'), dept('d-xsc', '学生处', '职能部门'),
  dept('d-cs', '计算机学院', '学院'),
];

const service = (serviceId: string, serviceName: string, deptId: string, offline = false): InventoryService => ({
  serviceId, serviceName, serviceIcon: '', serviceDeptName: depts.find((d) => d.deptId === deptId)?.deptName ?? '', serviceSceneName: '',
  processType: offline ? 'OFFLINE' : 'ONLINE', hasGuide: true, accessWay: 'PC', openWay: 1, serviceUrl: '', visitCount: 0,
  releaseTime: '2026-01-01T00:00:00.000Z', serviceType: 'PROCESS', deptId, dutyCount: 1,
});

const services: InventoryService[] = [
  service('s-cj', '成绩单打印', 'd-jwc'),
  service('s-hk', '缓考申请', 'd-kszx'),
  service('s-zxj', '助学金申请', 'd-xsc', true),
];

export const duty = (dutyId: string, dutyName: string, deptId: string, dutyType = 'MAIN', serviceCount = 1): Duty => ({
  dutyId, dutyCode: dutyId.toUpperCase(), dutyName, dutyType, dutyTypeName: dutyType === 'MAIN' ? '主要职责' : '公共服务',
  basis: '《普通高等学校学生管理规定》', content: `${dutyName}的具体内容`, deptId,
  deptName: depts.find((d) => d.deptId === deptId)?.deptName ?? '', category: '职能部门', isPublic: true, sort: 1, serviceCount,
});

export const duties: Duty[] = [
  duty('duty-1', '学籍与成绩管理', 'd-jwc', 'MAIN', 2),
  duty('duty-2', '考试组织与安排', 'd-kszx', 'SERVICE'),
  duty('duty-3', '学生资助', 'd-xsc'),
];

/** Which services carry out which duty. */
const links: Record<string, string[]> = { 'duty-1': ['s-cj', 's-hk'], 'duty-2': ['s-hk'], 'duty-3': ['s-zxj'] };

const page = <T>(all: T[], current: number, size: number) => ({ records: all.slice((current - 1) * size, current * size), total: all.length, current, size });

const asItem = ({ serviceType: _t, deptId: _d, dutyCount: _c, ...item }: InventoryService): ServiceItem => item;

/** Fake answers by catalogue name, filtering like the server (departments by id or category, services by duty...). */
export function handlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    tripleListGetConfig: () => config,
    threeInventoryGetTree: () => tree,
    nobodyIsDutyTypeMust: () => ({
      isDutyTypeMust: true,
      dutyTypes: [{ value: 'MAIN', label: '主要职责' }, { value: 'SERVICE', label: '公共服务' }],
    }),
    threeInventoryCount: () => ({ categoryCount: 2, deptCount: 4, dutyCount: 13, serviceCount: 7, linkedServiceCount: 6 }),
    threeInventoryServiceCount: () => ({ total: 7, online: 5, offline: 2, application: 1, process: 6 }),
    threeInventoryPage: (input) => {
      const q = input as { deptId?: string; category?: string; keyword?: string; current: number; size: number };
      const found = depts.filter((d) => (!q.deptId || d.deptId === q.deptId || d.parentId === q.deptId)
        && (!q.category || d.category === q.category) && (!q.keyword || d.deptName.includes(q.keyword)));
      return page(found, q.current, q.size);
    },
    threeInventoryQueryService: (input) => {
      const q = input as Partial<ServicePageRequest> & { current: number; size: number };
      const found = services.filter((s) => (!q.deptId || s.deptId === q.deptId) && (!q.dutyId || (links[q.dutyId] ?? []).includes(s.serviceId))
        && (!q.keyword || s.serviceName.includes(q.keyword)));
      return page(found, q.current, q.size);
    },
    threeInventoryQueryDuty: (input) => {
      const q = input as Partial<DutyPageRequest> & { current: number; size: number };
      const found = duties.filter((d) => (!q.deptId || d.deptId === q.deptId) && (!q.dutyType || d.dutyType === q.dutyType)
        && (!q.keyword || d.dutyName.includes(q.keyword) || d.dutyCode.includes(q.keyword)));
      return page(found, q.current, q.size);
    },
    ospDeptInfoDutyAndService: (input) => {
      const { deptId } = input as { deptId: string };
      return {
        dept: depts.find((d) => d.deptId === deptId),
        duties: duties.filter((d) => d.deptId === deptId)
          .map((d) => ({ ...d, services: services.filter((s) => (links[d.dutyId] ?? []).includes(s.serviceId)).map(asItem) })),
      };
    },
    getServiceDeptRelation: (input) => {
      const { serviceId } = input as { serviceId: string };
      const svc = services.find((s) => s.serviceId === serviceId)!;
      return {
        serviceId, serviceName: svc.serviceName, dept: depts.find((d) => d.deptId === svc.deptId),
        duties: duties.filter((d) => (links[d.dutyId] ?? []).includes(serviceId)).map((d) => ({
          dutyId: d.dutyId, dutyCode: d.dutyCode, dutyName: d.dutyName, dutyType: d.dutyType, dutyTypeName: d.dutyTypeName,
          deptId: d.deptId, deptName: d.deptName,
        })),
      };
    },
    ...overrides,
  };
}
