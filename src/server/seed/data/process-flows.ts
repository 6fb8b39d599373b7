/**
 * How the demo university's online services flow: each department's services belong to a business system
 * (processes.flow_type, the to-do card's columns), and each business system has its chain of approval steps.
 * A step is handled either in the applicant's own unit (their college, or their office for staff) or by an office.
 */

export type FlowType = '教务' | '学工' | '人事' | '财务' | '科研' | '后勤' | '信息化';

/** The business system of each department's services; colleges' own services run through 教务. */
export const FLOW_OF_DEPT: Readonly<Record<string, FlowType>> = {
  JWC: '教务', KSZX: '教务', YJSY: '教务', XWB: '教务',
  XGB: '学工', ZZZX: '学工', XLZX: '学工', ZJC: '学工', TW: '学工', SSZX: '学工',
  RSC: '人事', GH: '人事', DZB: '人事',
  CWC: '财务', HSZX: '财务',
  KJC: '科研', GZC: '科研',
  HQC: '后勤', BWC: '后勤', XYY: '后勤', TSG: '后勤',
  WLZX: '信息化',
};
export const COLLEGE_FLOW: FlowType = '教务';

export interface StepTemplate {
  /** '{dept}' becomes the handling department's name. */
  nodeName: string;
  /** 'unit': the applicant's own college or office; 'office': the service's department, or `dept` when given. */
  at: 'unit' | 'office';
  dept?: string;
  /** Hours allowed; 0 = no limit. */
  limitHours: number;
  /** Chance that a process includes this step (1 = always). */
  chance?: number;
}

export const FLOW_STEPS: Readonly<Record<FlowType, readonly StepTemplate[]>> = {
  教务: [
    { nodeName: '学院教学秘书审核', at: 'unit', limitHours: 48 },
    { nodeName: '学院分管领导审批', at: 'unit', limitHours: 48, chance: 0.5 },
    { nodeName: '{dept}审核', at: 'office', limitHours: 72 },
  ],
  学工: [
    { nodeName: '辅导员审核', at: 'unit', limitHours: 24 },
    { nodeName: '学院副书记审批', at: 'unit', limitHours: 48 },
    { nodeName: '{dept}审批', at: 'office', limitHours: 72 },
  ],
  人事: [
    { nodeName: '部门负责人审核', at: 'unit', limitHours: 48 },
    { nodeName: '{dept}审核', at: 'office', limitHours: 120 },
    { nodeName: '分管校领导审批', at: 'office', dept: 'DZB', limitHours: 120, chance: 0.3 },
  ],
  财务: [
    { nodeName: '项目负责人确认', at: 'unit', limitHours: 24 },
    { nodeName: '{dept}初审', at: 'office', limitHours: 72 },
    { nodeName: '会计核算中心复核', at: 'office', dept: 'HSZX', limitHours: 48 },
  ],
  科研: [
    { nodeName: '学院科研秘书审核', at: 'unit', limitHours: 72 },
    { nodeName: '{dept}审批', at: 'office', limitHours: 120 },
  ],
  后勤: [
    { nodeName: '{dept}受理', at: 'office', limitHours: 24 },
    { nodeName: '{dept}办结', at: 'office', limitHours: 72 },
  ],
  信息化: [
    { nodeName: '{dept}受理', at: 'office', limitHours: 24 },
    { nodeName: '{dept}技术处理', at: 'office', limitHours: 48 },
  ],
};

/** Shares of finished applications that a step turns down, and that the applicant withdraws before any decision. */
export const REJECTION_SHARE = 0.08;
export const WITHDRAWN_SHARE = 0.03;
