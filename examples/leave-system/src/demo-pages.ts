import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DemoServiceEntry } from '../../../src/shared/schema/demo-services';
import { startOutbox } from './outbox';
import { escapeHtml, link, messageSection, page } from './pages';
import { combLogin, deliveries, type PortalConfig } from './portal-client';
import { openSession, readCookie, sealSession, type SessionUser } from './session';
import { enqueue, openStore } from './store';
import { recordForm, recordDetails, type DemoRecord } from './demo-pages-html';

/**
 * The demo catalogue's other services (ADR 031): one generic page per service at the addresses the demo seed gives
 * them — a flow's form (`/flow/start?serviceCode=…`), an application system's entry (`/app/<code>/index.html`), an
 * offline service's guide (`/guide/detail?serviceCode=…`) and a seeded to-do's handling page
 * (`/flow/handle?serviceCode=…&task=…`). A submitted form is recorded in the portal through the public inbound API
 * (ADR 024) with this catalogue's own key, so it shows in 我的办件. Users arrive as in the leave pages: a combStr
 * from the portal (OPEN-02), then a signed session of their own (cookie `demo_session`, and in links for frames).
 */

interface DemoPagesOptions {
  dataDir: string;
  publicUrl: string;
  portal: PortalConfig;
  services: readonly DemoServiceEntry[];
  now?: () => number;
  log: (line: string) => void;
}

const COOKIE = 'demo_session';

export async function registerDemoPages(app: FastifyInstance, options: DemoPagesOptions): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const store = await openStore<DemoRecord>(path.join(options.dataDir, 'demo-pages'), () => randomBytes(32).toString('base64url'), 'demo-pages.json');
  const outbox = startOutbox(store, options.portal, options.log);
  outbox.kick();
  app.addHook('onClose', async () => outbox.stop());
  const byCode = new Map(options.services.map((s) => [`${s.kind}:${s.code}`, s]));
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const key = store.read().cookieKey;

  interface Visitor { user: SessionUser; session: string }
  async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<Visitor | null> {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof query.combStr === 'string' && query.combStr !== '') {
      const who = await combLogin(options.portal.baseUrl, query.combStr).catch(() => null);
      if (who) {
        const user: SessionUser = { account: who.account, name: who.realName, roleType: who.roleType, deptName: who.deptName, themeColor: who.themeColor };
        const session = sealSession(user, key, now());
        void reply.header('set-cookie', `${COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800`);
        return { user, session };
      }
    }
    const token = (typeof body.session === 'string' ? body.session : undefined) ?? query.session ?? readCookie(request.headers.cookie, COOKIE);
    const user = openSession(token, key, now());
    return user && token ? { user, session: token } : null;
  }

  const serviceOf = (kind: DemoServiceEntry['kind'], code: unknown) => (typeof code === 'string' ? byCode.get(`${kind}:${code}`) : undefined);
  const frame = (title: string, v: Visitor | null) => (v ? { title, themeColor: v.user.themeColor, userName: v.user.name, session: v.session } : { title });
  const unknown = (reply: FastifyReply) => reply.code(404).type('text/html').send(page(
    { title: '网上办事' }, messageSection('error', '找不到这项服务：地址中的服务编号不在本系统的服务目录中，请回到服务大厅重新打开。'),
  ));
  const contactLine = (s: DemoServiceEntry) => `<p class="note">办理部门：${escapeHtml(s.deptName)}${s.contact ? `（${escapeHtml(s.contact)}）` : ''}</p>`;
  const signInNote = '请从网上服务大厅打开本页面：服务大厅会带上您的登录身份。登录状态已失效时，请回到服务大厅重新打开。';

  function formPage(s: DemoServiceEntry, v: Visitor | null, extra: { reason?: string; phone?: string; error?: string; draftId?: string }): string {
    const parts = [
      `<section><h2>${escapeHtml(s.serviceName)}</h2>${contactLine(s)}${extra.draftId ? '<p class="note">这是您暂存的申请，请检查后提交。</p>' : ''}</section>`,
      v ? recordForm({ action: `/flow/start?serviceCode=${encodeURIComponent(s.code)}`, session: v.session, ...extra })
        : messageSection('note', signInNote),
    ];
    return page(frame(s.serviceName, v), parts.join('\n'));
  }

  app.get('/flow/start', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const s = serviceOf('flow', query.serviceCode);
    if (!s) return unknown(reply);
    const v = await visitorOf(request, reply);
    return reply.code(v ? 200 : 401).type('text/html').send(formPage(s, v, {
      ...(query.note ? { reason: query.note.slice(0, 500) } : {}), ...(query.draftId ? { draftId: query.draftId } : {}),
    }));
  });

  app.post('/flow/start', async (request, reply) => {
    const s = serviceOf('flow', (request.query as Record<string, string | undefined>).serviceCode);
    if (!s) return unknown(reply);
    const v = await visitorOf(request, reply);
    if (!v) return reply.code(401).type('text/html').send(formPage(s, null, {}));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
    const error = reason === '' ? '请填写申请事由' : reason.length > 500 ? '申请事由不能超过 500 个字'
      : !/^[0-9-]{7,20}$/.test(phone) ? '请填写正确的联系电话（7–20 位数字或 -）' : null;
    if (error) return reply.code(400).type('text/html').send(formPage(s, v, { reason, phone, error }));
    const id = `DS${now().toString(36).toUpperCase()}${randomUUID().slice(0, 6).toUpperCase()}`;
    const at = new Date(now()).toISOString();
    const record: DemoRecord = { id, serviceId: s.serviceId, serviceName: s.serviceName, applicant: { account: v.user.account, name: v.user.name }, reason, phone, submittedAt: at };
    await store.update((d) => {
      d.applications[id] = record;
      enqueue(d, [deliveries.event(id, {
        type: 'submitted', eventId: `${id}.submitted`, occurredAt: at, serviceId: s.serviceId, applicant: v.user.account,
        title: `${s.serviceName}：${reason.slice(0, 40)}`, viewUrl: `${publicUrl}/flow/view/${id}`,
      })]);
    });
    outbox.kick();
    return reply.redirect(link(`/flow/view/${id}?submitted=1`, v.session), 303);
  });

  app.get<{ Params: { id: string } }>('/flow/view/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return reply.code(401).type('text/html').send(page({ title: '网上办事' }, messageSection('note', signInNote)));
    const record = store.read().applications[request.params.id];
    if (!record || record.applicant.account !== v.user.account) {
      return reply.code(404).type('text/html').send(page(frame('网上办事', v), messageSection('error', '找不到这份申请，或者您无权查看。')));
    }
    const submitted = (request.query as Record<string, string>).submitted === '1';
    return reply.type('text/html').send(page(frame(record.serviceName, v), [
      submitted ? messageSection('ok', '申请已提交，正在等待审核。办理进度可在服务大厅个人中心的“我的办件”中查看。') : '',
      recordDetails(record),
    ].join('\n')));
  });

  app.get('/flow/handle', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const s = serviceOf('flow', query.serviceCode);
    if (!s) return unknown(reply);
    const v = await visitorOf(request, reply);
    return reply.type('text/html').send(page(frame(`待办：${s.serviceName}`, v), [
      `<section><h2>${escapeHtml(s.serviceName)}</h2>${contactLine(s)}<dl><dt>待办编号</dt><dd>${escapeHtml(query.task ?? '')}</dd></dl></section>`,
      // Honest about where the record lives: the demo seed made this to-do, this sample system holds no form for it.
      messageSection('note', '这条待办由演示数据生成，本演示系统中没有它的申请表单，因此不能在这里审批。学生请假申请的待办可以完整办理：请用学生账号提交一份请假申请，再用教师账号处理。'),
    ].join('\n')));
  });

  app.get<{ Params: { code: string } }>('/app/:code/index.html', async (request, reply) => {
    const s = serviceOf('app', request.params.code);
    if (!s) return unknown(reply);
    const v = await visitorOf(request, reply);
    return reply.type('text/html').send(page(frame(s.serviceName, v), [
      `<section><h2>欢迎使用${escapeHtml(s.serviceName)}</h2>${contactLine(s)}`
      + `<p>这是演示环境中“${escapeHtml(s.serviceName)}”的入口页。学校部署时，这里是该系统的真实地址，用户通过统一身份认证直接进入。</p></section>`,
    ].join('\n')));
  });

  app.get('/guide/detail', async (request, reply) => {
    const s = serviceOf('guide', (request.query as Record<string, string | undefined>).serviceCode);
    if (!s) return unknown(reply);
    const v = await visitorOf(request, reply);
    return reply.type('text/html').send(page(frame(`${s.serviceName} · 办事指南`, v), [
      `<section><h2>线下办理</h2><dl><dt>办理地点</dt><dd>${escapeHtml(s.location || s.deptName)}</dd>`
      + `<dt>办理部门</dt><dd>${escapeHtml(s.deptName)}</dd><dt>咨询电话</dt><dd>${escapeHtml(s.contact || '—')}</dd></dl>`
      + '<p class="note">该事项需到现场办理，请备齐材料后前往办理地点。</p></section>',
    ].join('\n')));
  });
}
