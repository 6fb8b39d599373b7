import { escapeHtml } from './pages';

/** The generic demo pages' form and record (ADR 031), in the leave pages' frame and styles (pages.ts). */

export interface DemoRecord {
  id: string;
  serviceId: string;
  serviceName: string;
  applicant: { account: string; name: string };
  reason: string;
  phone: string;
  submittedAt: string;
}

export function recordForm(options: { action: string; session: string; reason?: string; phone?: string; error?: string }): string {
  return `<section>
<h2>填写申请</h2>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="session" value="${escapeHtml(options.session)}">
<label for="reason">申请事由</label>
<textarea id="reason" name="reason" required maxlength="500" placeholder="请说明办理事项和原因">${escapeHtml(options.reason ?? '')}</textarea>
<label for="phone">联系电话</label>
<input id="phone" name="phone" type="tel" required inputmode="tel" autocomplete="tel" value="${escapeHtml(options.phone ?? '')}">
<div class="actions"><button type="submit">提交申请</button></div>
</form>
</section>`;
}

export function recordDetails(record: DemoRecord): string {
  return `<section>
<h2>申请信息</h2>
<dl>
<dt>服务</dt><dd>${escapeHtml(record.serviceName)}</dd>
<dt>申请人</dt><dd>${escapeHtml(record.applicant.name)}（${escapeHtml(record.applicant.account)}）</dd>
<dt>申请事由</dt><dd>${escapeHtml(record.reason)}</dd>
<dt>联系电话</dt><dd>${escapeHtml(record.phone)}</dd>
<dt>提交时间</dt><dd>${escapeHtml(record.submittedAt.replace('T', ' ').slice(0, 16))}</dd>
<dt>当前状态</dt><dd><span class="status">审核中</span></dd>
</dl>
</section>`;
}
