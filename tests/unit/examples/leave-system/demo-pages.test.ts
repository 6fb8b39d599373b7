import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoPages } from '../../../../examples/leave-system/src/demo-pages';
import type { DemoServiceEntry } from '../../../../src/shared/schema/demo-services';
import { until } from '../../../support/until';

/** The demo catalogue's generic pages (ADR 031) against a stand-in portal: its combined sign-in and its inbound API. */

const SERVICES: DemoServiceEntry[] = [
  { code: 'xgb-007', kind: 'flow', serviceId: 'svc-7', serviceName: '评奖评优申请', deptName: '学生工作部（处）', contact: '0571-88201201', location: '学生事务中心 2 楼' },
  { code: 'xxzx-002', kind: 'app', serviceId: 'svc-8', serviceName: '校园网自助服务', deptName: '信息化中心', contact: '0571-88201101', location: '' },
  { code: 'bwc-003', kind: 'guide', serviceId: 'svc-9', serviceName: '户籍证明', deptName: '保卫处', contact: '', location: '行政楼 105' },
];

describe('the sample system\'s generic demo pages', () => {
  let portal: Server;
  let app: FastifyInstance;
  let dataDir: string;
  const delivered: Array<{ path: string; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    portal = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      request.on('end', () => {
        const body = JSON.parse(text || '{}') as Record<string, unknown>;
        if (request.url?.endsWith('/combLoginToMicroService')) {
          const ok = body.combStr === 'good';
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ok
            ? { status: 1000, msg: '', result: { userId: 'u1', account: 'student', realName: '李明轩', roleType: 'student', deptName: '计算机学院', themeColor: '#0b7a75' } }
            : { status: 401, msg: '未登录', result: null }));
          return;
        }
        delivered.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    portal.listen(0, '127.0.0.1');
    await once(portal, 'listening');
    const address = portal.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'demo-pages-'));
    app = Fastify();
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    await registerDemoPages(app, {
      dataDir, publicUrl: 'http://localhost:8091', services: SERVICES, log: () => undefined,
      portal: { baseUrl: `http://127.0.0.1:${address.port}`, keyId: 'bk_demo', secret: 'bs_demo' },
    });
  });
  afterAll(async () => {
    await app.close();
    portal.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[OPEN-02] a flow\'s page knows the user from the combStr, in the portal\'s theme colour, one column on a phone', async () => {
    const answer = await app.inject({ url: '/flow/start?serviceCode=xgb-007&combStr=good' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>评奖评优申请</h1>');
    expect(answer.body).toContain('当前用户：李明轩');
    expect(answer.body).toContain('--theme: #0b7a75');
    expect(answer.body).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(answer.body).toContain('办理部门：学生工作部（处）（0571-88201201）');
    expect(answer.headers['set-cookie']).toMatch(/^demo_session=.+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('without a user, the page asks to come in from the portal; an unknown code is a clear 404', async () => {
    const bad = await app.inject({ url: '/flow/start?serviceCode=xgb-007&combStr=forged' });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toContain('请从网上服务大厅打开本页面');
    const unknown = await app.inject({ url: '/flow/start?serviceCode=nope-001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('找不到这项服务');
  });

  it('a submission is recorded in the portal as a submitted application of the service, and shown escaped', async () => {
    const page = await app.inject({ url: '/flow/start?serviceCode=xgb-007&combStr=good' });
    const session = /name="session" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const refused = await app.inject({ method: 'POST', url: '/flow/start?serviceCode=xgb-007', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ session, reason: '', phone: '1' }).toString() });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('请填写申请事由');
    const sent = await app.inject({
      method: 'POST', url: '/flow/start?serviceCode=xgb-007', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session, reason: '申请<b>优秀学生干部</b>', phone: '13800001111' }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    const view = await app.inject({ url: String(sent.headers.location) });
    expect(view.body).toContain('申请已提交');
    expect(view.body).toContain('申请&lt;b&gt;优秀学生干部&lt;/b&gt;');
    const event = await until('the submitted event at the portal', () => delivered.find((d) => d.path.includes('/applications/')));
    expect(event.body).toMatchObject({ type: 'submitted', serviceId: 'svc-7', applicant: 'student', title: '评奖评优申请：申请<b>优秀学生干部</b>' });
    expect(String(event.body.viewUrl)).toMatch(/^http:\/\/localhost:8091\/flow\/view\/DS/);
  });

  it('an application system\'s entry page and an offline service\'s guide', async () => {
    const entry = await app.inject({ url: '/app/xxzx-002/index.html' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('欢迎使用校园网自助服务');
    const guide = await app.inject({ url: '/guide/detail?serviceCode=bwc-003' });
    expect(guide.body).toContain('行政楼 105');
    expect(guide.body).toContain('<dd>—</dd>');
  });
});
