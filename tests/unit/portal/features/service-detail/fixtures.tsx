import type { ReactNode } from 'react';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { ERROR_CODES } from '../../../../../src/shared/api/error-codes';
import type { Lang } from '../../../../../src/shared/i18n';
import type { GuestServiceDetails, ServiceDetails } from '../../../../../src/shared/schema/directory';
import type { ServiceGuide } from '../../../../../src/shared/schema/guides';
import type { QuickLabel, RateDetail } from '../../../../../src/shared/schema/ratings';
import { ServiceOpenerProvider } from '../../../../../src/portal/app/service-opener';
import { renderInPortal, type Handler, type RecordedCall } from '../../../../support/portal-harness';

/** Answers of the detail, guide and rating calls in the shapes of src/shared/schema, and a render with fake clients. */

export type { Handler, RecordedCall };

/** The clock of every test: 2026-03-10 12:00 in UTC. */
export const NOW = Date.parse('2026-03-10T12:00:00Z');

export function guestDetails(extra: Partial<GuestServiceDetails> = {}): GuestServiceDetails {
  return {
    serviceId: 'svc-1', serviceName: '在读证明开具', serviceIcon: '', serviceDeptName: '教务处', serviceSceneName: '学业学籍',
    processType: 'ONLINE', hasGuide: true, accessWay: '2', openWay: 1003, serviceUrl: 'https://ehall.example.edu.cn/zm',
    visitCount: 1234, releaseTime: '2025-09-01T08:00:00Z', serviceType: 'APPLICATION',
    description: '为在校学生开具在读证明。\n可用于签证、实习等。', deptId: 'd1', sceneId: 's1', typeId: 't1', typeName: '证明开具',
    audience: 'student', ratingAvg: 4.33, ratingCount: 3, ...extra,
  };
}

export function userDetails(extra: Partial<ServiceDetails> = {}): ServiceDetails {
  return { ...guestDetails(), collected: false, ...extra };
}

export function guide(extra: Partial<ServiceGuide> = {}): ServiceGuide {
  const { serviceType: _t, description: _d, deptId: _dp, sceneId: _s, typeId: _ty, typeName: _tn, audience: _a, ratingAvg: _r, ratingCount: _c, ...item } = guestDetails();
  return {
    service: item,
    conditions: '全日制在读本科生、研究生。',
    materials: [
      { name: '学生证', required: true, note: '原件' },
      { name: '申请表', required: false, note: '' },
    ],
    steps: [
      { title: '在线提交', detail: '登录网上服务大厅填写申请。' },
      { title: '审核', detail: '教务处 1 个工作日内审核。' },
      { title: '领取', detail: '' },
    ],
    fees: '免费',
    timeLimit: '1 个工作日',
    department: '教务处',
    location: '行政楼 201',
    contactPhone: '010-62751234',
    handling: 'ONLINE',
    faq: [{ question: '可以代领吗？', answer: '可以，需携带本人学生证。' }],
    updateTime: '2026-02-01T12:00:00Z',
    ...extra,
  };
}

export function rateDetail(extra: Partial<RateDetail> = {}): RateDetail {
  return {
    serviceId: 'svc-1', average: 4.33, averageText: '4.33', count: 3,
    distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
    labels: [{ id: 'l1', labelName: '响应及时', kind: 'positive', count: 2 }],
    comments: {
      records: [
        { ratingId: 'r1', userName: '李**', score: 5, comment: '很方便', labels: ['响应及时'], createdAt: '2026-03-01T02:00:00Z' },
      ],
      total: 1, current: 1, size: 10,
    },
    ...extra,
  };
}

const positiveLabels: QuickLabel[] = [
  { id: 'p1', labelName: '响应及时', kind: 'positive' },
  { id: 'p2', labelName: '流程清晰', kind: 'positive' },
  { id: 'p3', labelName: '态度热情', kind: 'positive' },
  { id: 'p4', labelName: '材料简单', kind: 'positive' },
  { id: 'p5', labelName: '办理快捷', kind: 'positive' },
  { id: 'p6', labelName: '指引明确', kind: 'positive' },
];
const negativeLabels: QuickLabel[] = [{ id: 'n1', labelName: '等待太久', kind: 'negative' }];

/** GUIDE_NOT_FOUND as the wrapper hands it on: 8008 (WRAP-07) with the msg and the 404 kept as sourceStatus. */
export const guideNotFound = (): ApiError => new ApiError(8008, ERROR_CODES.GUIDE_NOT_FOUND.msg, [], 404);

/** Every call of the dialog answered by default; `overrides` replace single answers. */
export function handlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    details: () => userDetails(),
    nobodyCustomDetails: () => guestDetails(),
    clientGuideInfo: () => guide(),
    clientGuideInfoNobody: () => guide(),
    serviceRateDetail: () => rateDetail(),
    canUserRate: () => ({ canRate: true, reason: '' }),
    quickScoreLabels: (input) => ((input as { score?: number }).score ?? 5) >= 4 ? positiveLabels : negativeLabels,
    rateService: (input) => {
      const req = input as { serviceId: string; score: number; comment: string };
      return { ratingId: 'new', serviceId: req.serviceId, score: req.score, comment: req.comment, labels: [], createdAt: new Date(NOW).toISOString() };
    },
    collect: (input) => ({ serviceId: (input as { serviceId: string }).serviceId, collected: true }),
    cancelCollect: (input) => ({ serviceId: (input as { serviceId: string }).serviceId, collected: false }),
    clickService: () => ({ counted: true, visitCount: 1235 }),
    ...overrides,
  };
}

/** Renders `ui` inside the portal's providers and a ServiceOpenerProvider, on a memory location. */
export function renderWithPortal(ui: ReactNode, opts: { handlers?: Record<string, Handler>; lang?: Lang } = {}) {
  const view = renderInPortal(<ServiceOpenerProvider>{ui}</ServiceOpenerProvider>, {
    handlers: handlers(opts.handlers), now: () => NOW, ...(opts.lang ? { lang: opts.lang } : {}),
  });
  const callsOf = (name: string): RecordedCall[] => view.blade.calls.filter((c) => c.name === name);
  return { ...view, callsOf, location: view.current };
}
