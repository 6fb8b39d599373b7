import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { startOutbox, type Outbox } from './outbox';
import {
  decisionSection, detailsSection, formSection, historySection, link, messageSection, myApplicationsSection, page,
} from './pages';
import { combLogin, deliveries, type PortalConfig, type PortalDelivery } from './portal-client';
import { SESSION_COOKIE, openSession, readCookie, sealSession, type SessionUser } from './session';
import { enqueue, openStore, type Store } from './store';
import {
  DECISION_NAMES, STEP_NAMES, checkForm, decide, leaveDays, resubmit, submit, waitingStep, type ApprovalStep, type Decision,
  type LeaveApplication, type LeaveForm, type Transition,
} from './workflow';

export interface LeaveSystemOptions {
  dataDir: string;
  /** Where the browser reaches this system: the base of the addresses the portal is given. */
  publicUrl: string;
  portal: PortalConfig;
  /** The portal's service this system's applications belong to (学生请假申请). */
  serviceId: string;
  /** The portal accounts of the approvers. */
  counsellor: string;
  dean: string;
  /** The school's time zone: "today" for the date checks. */
  timeZone?: string;
  now?: () => number;
  log?: (line: string) => void;
}

export interface LeaveSystem {
  app: FastifyInstance;
  store: Store;
  outbox: Outbox;
}

/** The staging table the portal's 暂存表 card shows returned leave applications under (its 请假申请 column). */
const DRAFT_TABLE = 'leave_application';

/**
 * 学生请假申请, a small business system beside the portal. Its pages: /apply (the form and the student's own
 * applications), /view/:id, /handle/:id (an approver's to-do), /resume/:id (a returned application). Everything the
 * portal must know goes through the outbox to the portal's inbound API.
 */
export async function buildLeaveSystem(options: LeaveSystemOptions): Promise<LeaveSystem> {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? ((line: string) => process.stdout.write(`[leave-system] ${line}\n`));
  const store = await openStore(options.dataDir, () => randomBytes(32).toString('base64url'));
  const outbox = startOutbox(store, options.portal, log);
  // Whatever a previous run left queued goes now.
  outbox.kick();
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const address = (path: string) => `${publicUrl}${path}`;
  const timeZone = options.timeZone ?? 'Asia/Shanghai';
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now()));
  const iso = () => new Date(now()).toISOString();
  const handlerOf = (step: ApprovalStep) => (step === 'counsellor' ? options.counsellor : options.dean);

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    // The portal frames these pages (OPEN-01 1001); nobody else needs to, and a session in a link stays here.
    void reply.header('referrer-policy', 'same-origin').header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
  });

  // ---- who is using the page -------------------------------------------------------------------------------------

  const cookieKey = store.read().cookieKey;
  interface Visitor { user: SessionUser; session: string }

  /**
   * The user of this request: a combStr from the portal (traded for the user, OPEN-02) wins over a session already
   * held, so a different portal user in the same browser is never mistaken for the previous one.
   */
  async function visitorOf(request: FastifyRequest, reply: FastifyReply): Promise<Visitor | null> {
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof query.combStr === 'string' && query.combStr !== '') {
      const who = await combLogin(options.portal.baseUrl, query.combStr).catch(() => null);
      if (who) {
        const user: SessionUser = { account: who.account, name: who.realName, roleType: who.roleType, deptName: who.deptName, themeColor: who.themeColor };
        const session = sealSession(user, cookieKey, now());
        void reply.header('set-cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800`);
        return { user, session };
      }
    }
    const token = (typeof body.session === 'string' ? body.session : undefined) ?? query.session ?? readCookie(request.headers.cookie, SESSION_COOKIE);
    const user = openSession(token, cookieKey, now());
    return user && token ? { user, session: token } : null;
  }

  function signInPage(reply: FastifyReply) {
    return reply.code(401).type('text/html').send(page(
      { title: '学生请假申请' },
      messageSection('note', '请从网上服务大厅进入本系统：在服务大厅找到“学生请假申请”，或在首页待办中打开要处理的申请。登录状态已失效时，请回到服务大厅重新打开。'),
    ));
  }

  function notFound(reply: FastifyReply, user: SessionUser, session: string) {
    return reply.code(404).type('text/html').send(page(
      { title: '学生请假申请', themeColor: user.themeColor, userName: user.name, session },
      messageSection('error', '找不到这份请假申请，或者您无权查看。'),
    ));
  }

  const frameOf = (title: string, v: Visitor) => ({ title, themeColor: v.user.themeColor, userName: v.user.name, session: v.session });
  const person = (u: SessionUser) => ({ account: u.account, name: u.name });
  const mayView = (a: LeaveApplication, u: SessionUser) =>
    a.applicant.account === u.account || a.history.some((h) => h.by.account === u.account)
    || (waitingStep(a.status) !== null && handlerOf(waitingStep(a.status) as ApprovalStep) === u.account);

  // ---- what the portal hears ---------------------------------------------------------------------------------------

  const titleOf = (a: LeaveForm) => `请假申请：${a.type} ${a.startDate} 至 ${a.endDate}（${leaveDays(a)} 天）`;
  const stepId = (a: LeaveApplication, step: ApprovalStep) => `${a.id}.${step}.${a.version}`;
  const eventId = (a: LeaveApplication, what: string) => `${a.id}.${what}.${a.version}`;

  /** The to-do of a step that has just started, for its handler. */
  function todoFor(a: LeaveApplication, step: ApprovalStep): PortalDelivery {
    return deliveries.todo(stepId(a, step), {
      applicationId: a.id, nodeName: STEP_NAMES[step], handler: handlerOf(step), handleUrl: address(`/handle/${a.id}`),
      timeLimitHours: 24, startedAt: a.updatedAt,
    });
  }

  function resultMessage(a: LeaveApplication): PortalDelivery {
    const last = a.history.at(-1);
    const verdict = a.status === 'approved' ? '已批准' : '未获批准';
    const opinion = last?.opinion && last.opinion !== DECISION_NAMES.approve ? `审批意见：${last.opinion}。` : '';
    return deliveries.message({
      messageId: `${a.id}.result`,
      title: `您的请假申请${verdict}`,
      content: `您 ${a.startDate} 至 ${a.endDate} 的${a.type}申请（${leaveDays(a)} 天）${verdict}。${opinion}`,
      url: address(`/view/${a.id}`),
      to: { users: [a.applicant.account] },
    });
  }

  /** The portal calls that say what a transition did, in the order the portal must get them. */
  function deliveriesOf(before: LeaveApplication, t: Extract<Transition, { ok: true }>): PortalDelivery[] {
    const after = t.next;
    const last = after.history.at(-1);
    const out: PortalDelivery[] = [];
    if (before.status === 'returned') out.push(deliveries.event(after.id, { type: 'resubmitted', eventId: eventId(after, 'resubmitted'), occurredAt: after.updatedAt }));
    if (t.finishedStep && after.status !== 'returned' && after.status !== 'rejected') {
      out.push(deliveries.closeTodo(stepId(before, t.finishedStep), {
        result: 'approved', opinion: last?.opinion ?? '', handledBy: last?.by.account ?? handlerOf(t.finishedStep), endedAt: after.updatedAt,
      }));
    }
    if (after.status === 'returned') {
      out.push(deliveries.event(after.id, {
        type: 'returned', eventId: eventId(after, 'returned'), occurredAt: after.updatedAt, opinion: last?.opinion ?? '',
        by: last?.by.account ?? '', resumeUrl: address(`/resume/${after.id}`),
        draft: { tableKey: DRAFT_TABLE, fields: { leaveType: after.type, startDate: after.startDate, endDate: after.endDate, reason: after.reason } },
      }));
    }
    if (after.status === 'rejected') {
      out.push(deliveries.event(after.id, {
        type: 'rejected', eventId: eventId(after, 'rejected'), occurredAt: after.updatedAt, opinion: last?.opinion ?? '', by: last?.by.account ?? '',
      }));
    }
    if (t.startedStep) out.push(todoFor(after, t.startedStep));
    if (after.status === 'approved') {
      out.push(deliveries.event(after.id, { type: 'finished', eventId: eventId(after, 'finished'), occurredAt: after.updatedAt, opinion: last?.opinion ?? '' }));
    }
    if (after.status === 'approved' || after.status === 'rejected') out.push(resultMessage(after));
    return out;
  }

  async function apply(before: LeaveApplication, t: Transition): Promise<string | null> {
    if (!t.ok) return t.error;
    const error = await store.update((d) => {
      const current = d.applications[before.id];
      // Someone else changed it since this page was read: nothing is written.
      if (!current || current.version !== before.version) return '该申请已被其他人处理，请刷新后查看';
      d.applications[before.id] = t.next;
      enqueue(d, deliveriesOf(before, t));
      return null;
    });
    if (error === null) outbox.kick();
    return error;
  }

  // ---- pages -------------------------------------------------------------------------------------------------------

  app.get('/healthz', async () => ({ ok: true, queued: store.read().outbox.length, failed: store.read().failed.length }));

  app.get('/', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/apply${search}`, 302);
  });

  function applyPage(v: Visitor, extra: { form?: Partial<LeaveForm>; error?: string } = {}): string {
    const mine = Object.values(store.read().applications)
      .filter((a) => a.applicant.account === v.user.account)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return page(frameOf('学生请假申请', v), [
      formSection({
        action: '/apply', session: v.session, today: today(), submitLabel: '提交申请', heading: '填写请假申请',
        ...(extra.form ? { form: extra.form } : {}), ...(extra.error ? { error: extra.error } : {}),
      }),
      myApplicationsSection(mine, v.session, timeZone),
    ].join('\n'));
  }

  app.get('/apply', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    return reply.type('text/html').send(applyPage(v));
  });

  app.post('/apply', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const input = (request.body ?? {}) as Record<string, unknown>;
    const checked = checkForm(input, today());
    if (!checked.ok) return reply.code(400).type('text/html').send(applyPage(v, { form: input as Partial<LeaveForm>, error: checked.error }));
    const id = `LV${Date.now().toString(36).toUpperCase()}${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = submit(id, checked.form, person(v.user), iso());
    await store.update((d) => {
      d.applications[id] = created;
      enqueue(d, [
        deliveries.event(id, {
          type: 'submitted', eventId: eventId(created, 'submitted'), occurredAt: created.createdAt, serviceId: options.serviceId,
          applicant: v.user.account, title: titleOf(created), viewUrl: address(`/view/${id}`),
        }),
        todoFor(created, 'counsellor'),
      ]);
    });
    outbox.kick();
    return reply.redirect(link(`/view/${id}?submitted=1`, v.session), 303);
  });

  app.get<{ Params: { id: string } }>('/view/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const a = store.read().applications[request.params.id];
    if (!a || !mayView(a, v.user)) return notFound(reply, v.user, v.session);
    const submitted = (request.query as Record<string, string>).submitted === '1';
    const parts = [
      submitted ? messageSection('ok', '申请已提交，请等待辅导员审批。办理进度可在服务大厅个人中心的“我的办件”中查看。') : '',
      a.status === 'returned' && a.applicant.account === v.user.account
        ? `<section><p class="note">申请已退回，请修改后重新提交：<a href="${link(`/resume/${a.id}`, v.session)}">修改申请</a></p></section>` : '',
      detailsSection(a), historySection(a, timeZone),
      a.applicant.account === v.user.account ? `<p><a href="${link('/apply', v.session)}">返回我的请假申请</a></p>` : '',
    ];
    return reply.type('text/html').send(page(frameOf('请假申请详情', v), parts.join('\n')));
  });

  app.get<{ Params: { id: string } }>('/handle/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const a = store.read().applications[request.params.id];
    if (!a || !mayView(a, v.user)) return notFound(reply, v.user, v.session);
    const step = waitingStep(a.status);
    const done = (request.query as Record<string, string>).done;
    const mine = step !== null && handlerOf(step) === v.user.account;
    const parts = [
      done && (Object.keys(DECISION_NAMES) as Decision[]).includes(done as Decision)
        ? messageSection('ok', `已提交审批结果：${DECISION_NAMES[done as Decision]}。`) : '',
      !mine && !done ? messageSection('note', '该申请当前无需您处理。') : '',
      detailsSection(a), historySection(a, timeZone),
      mine && step ? decisionSection(a, `/handle/${a.id}`, v.session) : '',
    ];
    return reply.type('text/html').send(page(frameOf(mine && step ? `请假审批 · ${STEP_NAMES[step]}` : '请假审批', v), parts.join('\n')));
  });

  app.post<{ Params: { id: string } }>('/handle/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const a = store.read().applications[request.params.id];
    if (!a || !mayView(a, v.user)) return notFound(reply, v.user, v.session);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const decision = body.decision;
    const step = waitingStep(a.status);
    const showError = (error: string) => reply.code(409).type('text/html').send(page(frameOf('请假审批', v), [
      messageSection('error', error), detailsSection(a), historySection(a, timeZone),
      step && handlerOf(step) === v.user.account ? decisionSection(a, `/handle/${a.id}`, v.session) : '',
    ].join('\n')));
    if (step === null || handlerOf(step) !== v.user.account) return showError('该申请当前无需您处理');
    if (decision !== 'approve' && decision !== 'return' && decision !== 'reject') return showError('请选择审批结果');
    if (String(body.version ?? '') !== String(a.version)) return showError('该申请已被其他人处理，请刷新后查看');
    const error = await apply(a, decide(a, step, decision, typeof body.opinion === 'string' ? body.opinion : '', person(v.user), iso()));
    if (error) return showError(error);
    return reply.redirect(link(`/handle/${a.id}?done=${decision}`, v.session), 303);
  });

  function resumePage(v: Visitor, a: LeaveApplication, extra: { form?: Partial<LeaveForm>; error?: string } = {}): string {
    const returned = [...a.history].reverse().find((h) => h.action === 'return');
    return page(frameOf('修改请假申请', v), [
      returned ? messageSection('note', `${returned.step === 'student' ? '' : STEP_NAMES[returned.step]}退回了申请：${returned.opinion}`) : '',
      formSection({
        action: `/resume/${a.id}`, session: v.session, today: today(), submitLabel: '重新提交', heading: '修改请假申请',
        form: extra.form ?? a, ...(extra.error ? { error: extra.error } : {}),
      }),
      historySection(a, timeZone),
    ].join('\n'));
  }

  app.get<{ Params: { id: string } }>('/resume/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const a = store.read().applications[request.params.id];
    if (!a || a.applicant.account !== v.user.account) return notFound(reply, v.user, v.session);
    if (a.status !== 'returned') return reply.redirect(link(`/view/${a.id}`, v.session), 303);
    return reply.type('text/html').send(resumePage(v, a));
  });

  app.post<{ Params: { id: string } }>('/resume/:id', async (request, reply) => {
    const v = await visitorOf(request, reply);
    if (!v) return signInPage(reply);
    const a = store.read().applications[request.params.id];
    if (!a || a.applicant.account !== v.user.account) return notFound(reply, v.user, v.session);
    if (a.status !== 'returned') return reply.redirect(link(`/view/${a.id}`, v.session), 303);
    const input = (request.body ?? {}) as Record<string, unknown>;
    const checked = checkForm(input, today());
    if (!checked.ok) return reply.code(400).type('text/html').send(resumePage(v, a, { form: input as Partial<LeaveForm>, error: checked.error }));
    const error = await apply(a, resubmit(a, checked.form, person(v.user), iso()));
    if (error) return reply.code(409).type('text/html').send(resumePage(v, a, { form: checked.form, error }));
    return reply.redirect(link(`/view/${a.id}`, v.session), 303);
  });

  app.addHook('onClose', async () => outbox.stop());
  return { app, store, outbox };
}
