import { describe, expect, it } from 'vitest';
import { checkForm, decide, resubmit, submit } from '../../../../examples/leave-system/src/workflow';

const student = { account: 'student', name: '李明轩' };
const counsellor = { account: 'teacher', name: '王建国' };
const dean = { account: 'dean', name: '赵文华' };
const at = '2026-11-26T09:00:00.000Z';
const form = (startDate: string, endDate: string) => ({ type: '事假' as const, startDate, endDate, reason: '回家办理证件' });

describe('the sample leave system\'s flow', () => {
  it('a leave of three days ends with the counsellor\'s approval', () => {
    const app = submit('A1', form('2026-11-27', '2026-11-29'), student, at);
    const t = decide(app, 'counsellor', 'approve', '', counsellor, at);
    expect(t.ok && t.next.status).toBe('approved');
  });

  it('a leave of four days goes on to the dean, who approves it', () => {
    const app = submit('A2', form('2026-11-27', '2026-11-30'), student, at);
    const first = decide(app, 'counsellor', 'approve', '同意', counsellor, at);
    if (!first.ok) throw new Error(first.error);
    expect(first.next.status).toBe('dean');
    expect(first.startedStep).toBe('dean');
    const second = decide(first.next, 'dean', 'approve', '', dean, at);
    expect(second.ok && second.next.status).toBe('approved');
  });

  it('a returned application resumes at the step that returned it, and a decision needs the current step', () => {
    const app = submit('A3', form('2026-11-27', '2026-11-30'), student, at);
    const first = decide(app, 'counsellor', 'approve', '', counsellor, at);
    if (!first.ok) throw new Error(first.error);
    expect(decide(first.next, 'dean', 'return', '', dean, at)).toEqual({ ok: false, error: '退回或不同意时请填写意见' });
    const returned = decide(first.next, 'dean', 'return', '请附证明', dean, at);
    if (!returned.ok) throw new Error(returned.error);
    expect(returned.next.status).toBe('returned');
    expect(decide(returned.next, 'dean', 'approve', '', dean, at).ok).toBe(false);
    const again = resubmit(returned.next, form('2026-11-27', '2026-12-01'), student, at);
    expect(again.ok && again.next.status).toBe('dean');
  });

  it('checks the form in Chinese', () => {
    expect(checkForm({ type: '事假', startDate: '2026-11-30', endDate: '2026-11-28', reason: '事由' }, '2026-11-26'))
      .toEqual({ ok: false, error: '结束日期不能早于开始日期' });
    expect(checkForm({ type: '旅游', startDate: '2026-11-27', endDate: '2026-11-28', reason: '事由' }, '2026-11-26'))
      .toEqual({ ok: false, error: '请选择请假类型' });
  });
});
