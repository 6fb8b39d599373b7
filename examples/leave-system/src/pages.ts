import {
  DECISION_NAMES, LEAVE_TYPES, STATUS_NAMES, STEP_NAMES, leaveDays, needsDean, type HistoryEntry, type LeaveApplication,
  type LeaveForm,
} from './workflow';

/**
 * The sample system's pages: plain server-rendered HTML, Chinese, in the portal's theme colour (what the combined
 * sign-in reported for the user), one column that holds at 412 px.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const FALLBACK_COLOUR = '#008cff';
const HEX = /^#[0-9a-fA-F]{6}$/;

export interface PageFrame {
  title: string;
  themeColor?: string;
  /** Shown at the top right: who is signed in. */
  userName?: string;
  /** Appended to the system's own links and forms (see session.ts). */
  session?: string;
}

export function page(frame: PageFrame, body: string): string {
  const colour = frame.themeColor && HEX.test(frame.themeColor) ? frame.themeColor : FALLBACK_COLOUR;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.title)} - 学生请假系统</title>
<style>
:root { --theme: ${colour}; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #1f2329; background: #f3f5f8; }
header { background: var(--theme); color: #fff; padding: 12px 16px; display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; }
header h1 { margin: 0; font-size: 18px; font-weight: 600; }
header span { font-size: 14px; }
main { max-width: 760px; margin: 0 auto; padding: 16px; }
section { background: #fff; border-radius: 8px; padding: 16px; margin-bottom: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
h2 { margin: 0 0 12px; font-size: 16px; border-left: 4px solid var(--theme); padding-left: 8px; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
input, select, textarea { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #c9ced6; border-radius: 6px; background: #fff; }
textarea { min-height: 96px; resize: vertical; }
input:focus, select:focus, textarea:focus, button:focus-visible, a:focus-visible { outline: 2px solid var(--theme); outline-offset: 2px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 16px; }
button { font: inherit; padding: 8px 20px; border-radius: 6px; border: 1px solid var(--theme); background: var(--theme); color: #fff; cursor: pointer; min-height: 40px; }
button.secondary { background: #fff; color: var(--theme); }
button.danger { background: #fff; color: #c8161d; border-color: #c8161d; }
.note { color: #5c6370; font-size: 14px; }
.error { background: #fdecec; color: #a8071a; border-radius: 6px; padding: 8px 12px; }
.ok { background: #e8f6ec; color: #135200; border-radius: 6px; padding: 8px 12px; }
dl { display: grid; grid-template-columns: 7em 1fr; gap: 6px 12px; margin: 0; }
dt { color: #5c6370; }
dd { margin: 0; word-break: break-word; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 8px 6px; border-bottom: 1px solid #eceef2; }
.status { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 13px; background: #eef3ff; color: #1d39c4; }
.status-approved { background: #e8f6ec; color: #135200; }
.status-rejected { background: #fdecec; color: #a8071a; }
.status-returned { background: #fff4e5; color: #874d00; }
ol.timeline { list-style: none; margin: 0; padding: 0; }
ol.timeline li { border-left: 2px solid var(--theme); padding: 0 0 12px 12px; position: relative; }
ol.timeline li::before { content: ""; position: absolute; left: -6px; top: 6px; width: 10px; height: 10px; border-radius: 50%; background: var(--theme); }
a { color: var(--theme); }
@media (max-width: 520px) {
  .row { grid-template-columns: 1fr; }
  dl { grid-template-columns: 5.5em 1fr; }
  .actions button { flex: 1 1 auto; }
  .hide-narrow { display: none; }
}
</style>
</head>
<body>
<header><h1>${escapeHtml(frame.title)}</h1>${frame.userName ? `<span>当前用户：${escapeHtml(frame.userName)}</span>` : ''}</header>
<main>
${body}
</main>
</body>
</html>`;
}

/** A link to one of the system's own pages, carrying the session for frames without cookies. */
export function link(path: string, session: string | undefined): string {
  if (!session) return path;
  return `${path}${path.includes('?') ? '&' : '?'}session=${encodeURIComponent(session)}`;
}

function sessionField(session: string | undefined): string {
  return session ? `<input type="hidden" name="session" value="${escapeHtml(session)}">` : '';
}

function statusBadge(app: LeaveApplication): string {
  return `<span class="status status-${app.status}">${escapeHtml(STATUS_NAMES[app.status])}</span>`;
}

export function formSection(options: {
  action: string; session?: string; form?: Partial<LeaveForm>; error?: string; today: string; submitLabel: string; heading: string;
}): string {
  const f = options.form ?? {};
  const type = f.type ?? '事假';
  return `<section>
<h2>${escapeHtml(options.heading)}</h2>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${sessionField(options.session)}
<label for="type">请假类型</label>
<select id="type" name="type" required>
${LEAVE_TYPES.map((t) => `<option value="${t}"${t === type ? ' selected' : ''}>${t}</option>`).join('')}
</select>
<div class="row">
<div><label for="startDate">开始日期</label><input id="startDate" name="startDate" type="date" required min="${options.today}" value="${escapeHtml(f.startDate ?? options.today)}"></div>
<div><label for="endDate">结束日期</label><input id="endDate" name="endDate" type="date" required min="${options.today}" value="${escapeHtml(f.endDate ?? options.today)}"></div>
</div>
<label for="reason">请假事由</label>
<textarea id="reason" name="reason" required maxlength="500" placeholder="请说明请假原因、去向和联系方式">${escapeHtml(f.reason ?? '')}</textarea>
<p class="note">3 天以内由辅导员审批；超过 3 天还需学院领导审批。</p>
<div class="actions"><button type="submit">${escapeHtml(options.submitLabel)}</button></div>
</form>
</section>`;
}

export function detailsSection(app: LeaveApplication): string {
  const days = leaveDays(app);
  return `<section>
<h2>申请信息</h2>
<dl>
<dt>申请人</dt><dd>${escapeHtml(app.applicant.name)}（${escapeHtml(app.applicant.account)}）</dd>
<dt>请假类型</dt><dd>${escapeHtml(app.type)}</dd>
<dt>请假时间</dt><dd>${escapeHtml(app.startDate)} 至 ${escapeHtml(app.endDate)}，共 ${days} 天</dd>
<dt>请假事由</dt><dd>${escapeHtml(app.reason)}</dd>
<dt>审批流程</dt><dd>${needsDean(app) ? '辅导员审批 → 学院领导审批' : '辅导员审批'}</dd>
<dt>当前状态</dt><dd>${statusBadge(app)}</dd>
</dl>
</section>`;
}

/**
 * 'yyyy-mm-dd hh:mm' of an instant in the school's time zone, the one the form's dates are checked in: the stored
 * times are UTC, and the server's own zone is often UTC too.
 */
function schoolTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function historyLine(entry: HistoryEntry, timeZone: string): string {
  const time = schoolTime(entry.at, timeZone);
  const what = entry.action === 'submit' ? '提交申请'
    : entry.action === 'resubmit' ? '修改后重新提交'
      : `${entry.step === 'student' ? '' : STEP_NAMES[entry.step]}：${DECISION_NAMES[entry.action]}`;
  const opinion = entry.opinion && entry.action !== 'submit' && entry.action !== 'resubmit' ? `<br>意见：${escapeHtml(entry.opinion)}` : '';
  return `<li><strong>${escapeHtml(what)}</strong> · ${escapeHtml(entry.by.name)} · <time>${escapeHtml(time)}</time>${opinion}</li>`;
}

export function historySection(app: LeaveApplication, timeZone: string): string {
  return `<section>
<h2>办理过程</h2>
<ol class="timeline">${app.history.map((entry) => historyLine(entry, timeZone)).join('')}</ol>
</section>`;
}

export function decisionSection(app: LeaveApplication, action: string, session: string | undefined, error?: string): string {
  return `<section>
<h2>审批意见</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${sessionField(session)}
<input type="hidden" name="version" value="${app.version}">
<label for="opinion">意见</label>
<textarea id="opinion" name="opinion" maxlength="500" placeholder="同意时可不填；退回或不同意时请说明原因"></textarea>
<div class="actions">
<button type="submit" name="decision" value="approve">同意</button>
<button type="submit" name="decision" value="return" class="secondary">退回修改</button>
<button type="submit" name="decision" value="reject" class="danger">不同意</button>
</div>
</form>
</section>`;
}

export function myApplicationsSection(apps: readonly LeaveApplication[], session: string | undefined, timeZone: string): string {
  if (apps.length === 0) return '<section><h2>我的请假申请</h2><p class="note">还没有请假申请。</p></section>';
  const rows = apps.map((a) => `<tr>
<td><a href="${escapeHtml(link(a.status === 'returned' ? `/resume/${a.id}` : `/view/${a.id}`, session))}">${escapeHtml(a.type)} ${escapeHtml(a.startDate)} 起 ${leaveDays(a)} 天</a></td>
<td>${statusBadge(a)}</td>
<td class="hide-narrow">${escapeHtml(schoolTime(a.createdAt, timeZone).slice(0, 10))}</td>
</tr>`).join('');
  return `<section><h2>我的请假申请</h2>
<table><thead><tr><th scope="col">申请</th><th scope="col">状态</th><th scope="col" class="hide-narrow">提交日期</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

export function messageSection(kind: 'ok' | 'error' | 'note', text: string): string {
  return `<section><p class="${kind}"${kind === 'error' ? ' role="alert"' : ' role="status"'}>${escapeHtml(text)}</p></section>`;
}
