import { describe, expect, it } from 'vitest';
import { historySection, myApplicationsSection } from '../../../../examples/leave-system/src/pages';
import { submit } from '../../../../examples/leave-system/src/workflow';

const student = { account: 'student', name: '李明轩' };
// 01:30 on 27 November in Beijing, still the 26th in UTC.
const lateEvening = '2026-11-26T17:30:00.000Z';
const app = submit('A1', { type: '事假', startDate: '2026-11-27', endDate: '2026-11-27', reason: '回家办理证件' }, student, lateEvening);

describe('the sample leave system\'s pages', () => {
  it('show times and dates in the school\'s time zone, not the stored UTC', () => {
    expect(historySection(app, 'Asia/Shanghai')).toContain('<time>2026-11-27 01:30</time>');
    expect(myApplicationsSection([app], undefined, 'Asia/Shanghai')).toContain('<td class="hide-narrow">2026-11-27</td>');
    expect(historySection(app, 'UTC')).toContain('<time>2026-11-26 17:30</time>');
  });
});
