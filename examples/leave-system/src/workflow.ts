/**
 * 学生请假申请 as a pure state machine: who may do what at each step, and where the application goes next. The
 * counsellor approves every leave; the dean too when it is longer than three days. A returned application goes back
 * to the student, and a resubmission resumes at the step that returned it.
 */

export const LEAVE_TYPES = ['事假', '病假', '公假', '其他'] as const;
type LeaveType = (typeof LEAVE_TYPES)[number];

/** Where an application is: waiting for a step, back with the student, or ended. */
export type LeaveStatus = 'counsellor' | 'dean' | 'returned' | 'approved' | 'rejected';
export type ApprovalStep = 'counsellor' | 'dean';
export type Decision = 'approve' | 'return' | 'reject';

/** Leave longer than this many days needs the dean's approval as well. */
const DEAN_THRESHOLD_DAYS = 3;

export const STEP_NAMES: Readonly<Record<ApprovalStep, string>> = { counsellor: '辅导员审批', dean: '学院领导审批' };
export const STATUS_NAMES: Readonly<Record<LeaveStatus, string>> = {
  counsellor: '待辅导员审批', dean: '待学院领导审批', returned: '已退回待修改', approved: '已批准', rejected: '未批准',
};
export const DECISION_NAMES: Readonly<Record<Decision, string>> = { approve: '同意', return: '退回修改', reject: '不同意' };

export interface Person { account: string; name: string }

export interface LeaveForm {
  type: LeaveType;
  /** yyyy-mm-dd, inclusive. */
  startDate: string;
  endDate: string;
  reason: string;
}

/** One line of the application's history: a submission or a step's decision, with its opinion. */
export interface HistoryEntry {
  action: 'submit' | 'resubmit' | Decision;
  step: ApprovalStep | 'student';
  by: Person;
  opinion: string;
  at: string;
}

export interface LeaveApplication extends LeaveForm {
  id: string;
  applicant: Person;
  status: LeaveStatus;
  /** The step that returned it, while it is returned: a resubmission resumes there. */
  returnedAt: ApprovalStep | null;
  /** Bumped on every change, so two approvers (or two tabs) cannot both decide on what they saw. */
  version: number;
  createdAt: string;
  updatedAt: string;
  history: HistoryEntry[];
}

/** The form a person sent, checked: a message in Chinese for what is wrong, or the clean form. */
export function checkForm(input: Record<string, unknown>, today: string): { ok: true; form: LeaveForm } | { ok: false; error: string } {
  const text = (name: string) => (typeof input[name] === 'string' ? input[name].trim() : '');
  const type = text('type');
  if (!(LEAVE_TYPES as readonly string[]).includes(type)) return { ok: false, error: '请选择请假类型' };
  const startDate = text('startDate');
  const endDate = text('endDate');
  if (!isDate(startDate) || !isDate(endDate)) return { ok: false, error: '请填写有效的开始和结束日期' };
  if (endDate < startDate) return { ok: false, error: '结束日期不能早于开始日期' };
  if (startDate < today) return { ok: false, error: '开始日期不能早于今天' };
  if (leaveDays({ startDate, endDate }) > 60) return { ok: false, error: '单次请假不能超过 60 天' };
  const reason = text('reason');
  if (reason.length < 2) return { ok: false, error: '请填写请假事由' };
  if (reason.length > 500) return { ok: false, error: '请假事由不能超过 500 字' };
  return { ok: true, form: { type: type as LeaveType, startDate, endDate, reason } };
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Calendar days of the leave, both ends counted. */
export function leaveDays(form: Pick<LeaveForm, 'startDate' | 'endDate'>): number {
  const ms = Date.parse(`${form.endDate}T00:00:00Z`) - Date.parse(`${form.startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export function needsDean(form: Pick<LeaveForm, 'startDate' | 'endDate'>): boolean {
  return leaveDays(form) > DEAN_THRESHOLD_DAYS;
}

/** The step an application waits for, or null when it waits for nobody (returned or ended). */
export function waitingStep(status: LeaveStatus): ApprovalStep | null {
  return status === 'counsellor' || status === 'dean' ? status : null;
}

export type Transition =
  | { ok: true; next: LeaveApplication; finishedStep: ApprovalStep | null; startedStep: ApprovalStep | null }
  | { ok: false; error: string };

/** A step's handler decides. */
export function decide(
  app: LeaveApplication, step: ApprovalStep, decision: Decision, opinion: string, by: Person, at: string,
): Transition {
  if (app.status !== step) return { ok: false, error: '该申请已被处理或不在此环节，请刷新后查看' };
  const trimmed = opinion.trim();
  if (decision !== 'approve' && trimmed === '') return { ok: false, error: '退回或不同意时请填写意见' };
  if (trimmed.length > 500) return { ok: false, error: '意见不能超过 500 字' };
  const history = [...app.history, { action: decision, step, by, opinion: trimmed || DECISION_NAMES.approve, at }];
  const base = { ...app, history, version: app.version + 1, updatedAt: at };
  if (decision === 'return') return { ok: true, next: { ...base, status: 'returned', returnedAt: step }, finishedStep: step, startedStep: null };
  if (decision === 'reject') return { ok: true, next: { ...base, status: 'rejected', returnedAt: null }, finishedStep: step, startedStep: null };
  if (step === 'counsellor' && needsDean(app)) {
    return { ok: true, next: { ...base, status: 'dean', returnedAt: null }, finishedStep: step, startedStep: 'dean' };
  }
  return { ok: true, next: { ...base, status: 'approved', returnedAt: null }, finishedStep: step, startedStep: null };
}

/** A new application, waiting for the counsellor. */
export function submit(id: string, form: LeaveForm, applicant: Person, at: string): LeaveApplication {
  return {
    id, ...form, applicant, status: 'counsellor', returnedAt: null, version: 1, createdAt: at, updatedAt: at,
    history: [{ action: 'submit', step: 'student', by: applicant, opinion: '', at }],
  };
}

/**
 * The student sends a returned application again, changed: it resumes at the step that returned it. A leave cut to
 * three days or less that the dean returned goes back to the counsellor, whose approval no longer leads anywhere.
 */
export function resubmit(app: LeaveApplication, form: LeaveForm, by: Person, at: string): Transition {
  if (app.status !== 'returned' || app.returnedAt === null) return { ok: false, error: '该申请不在待修改状态' };
  if (app.applicant.account !== by.account) return { ok: false, error: '只能修改自己的申请' };
  const resumeAt: ApprovalStep = app.returnedAt === 'dean' && !needsDean(form) ? 'counsellor' : app.returnedAt;
  const next: LeaveApplication = {
    ...app, ...form, status: resumeAt, returnedAt: null, version: app.version + 1, updatedAt: at,
    history: [...app.history, { action: 'resubmit', step: 'student', by, opinion: '', at }],
  };
  return { ok: true, next, finishedStep: null, startedStep: resumeAt };
}
