import type { Page } from '@playwright/test';
import { sendChatMessage, sendNotice } from '../../src/shared/api/catalogue/chat';
import { clickService } from '../../src/shared/api/catalogue/directory';
import { rateService } from '../../src/shared/api/catalogue/ratings';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import { uploadFile, waitFinished } from '../api/helpers/spreadsheet-client';
import { readXlsx, xlsxOf } from '../api/helpers/spreadsheet-files';
import { sceneAdminList } from '../../src/shared/api/catalogue/help-config';
import { knowledgeRemove, knowledgeSubmit } from '../../src/shared/api/catalogue/robot';
import { signInAs, type TestPortal } from '../support/portal-client';
import { DEMO, expect, nextFrame, signIn, test } from './fixtures';

/*
 * Stored XSS: OWASP filter-evasion payloads put in through the real APIs wherever users write text that the portal
 * shows to others — notice titles and HTML bodies, instant messages, chat image file names, the robot's answers —
 * then shown in Chromium. Every payload tries to set window.__xss and to open a dialog; neither may happen, and no
 * element the payloads carry may keep an event handler, a script or a javascript: link. The recipient is the
 * `assistant` account, which the other end-to-end specs do not sign in as; the knowledge entry is removed after.
 */

const MARK = `XSS${Date.now() % 100_000}`;

const PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)"></svg>',
  '<a href="javascript:window.__xss=4;alert(4)">点我</a>',
  '"><script>window.__xss=5</script>',
  '<iframe srcdoc="<script>parent.__xss=6;alert(6)</script>"></iframe>',
  '<div style="width:expression(window.__xss=7)">x</div>',
  '<IMG SRC=JaVaScRiPt:window.__xss=8>',
  '<img src=x onerror=&#119;&#105;&#110;&#100;&#111;&#119;.__xss=9>',
  '<body onload=window.__xss=10>',
  '<details open ontoggle="window.__xss=11">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=12">',
  '<a href="&#x6A;avascript:window.__xss=13">x</a>',
  '<object data="javascript:window.__xss=14"></object>',
  "';window.__xss=15;//",
  '<input autofocus onfocus="window.__xss=16">',
];

const SERVICE_CODE = `xss-${MARK}`;
const SERVICE_NAME = `${MARK} <img src=x onerror="window.__xss=20;alert(20)">`;

/**
 * Writes the test's service through the studio's real catalogue import (the only way services are written): the
 * template's own columns, one row, then the job run to its end. `status` '下架' takes it off the shelves again.
 */
async function importService(admin: TestPortal, baseUrl: string, status: '上架' | '下架'): Promise<void> {
  const calls = spreadsheetCalls.service;
  const template = await readXlsx(await (await admin.api.call(calls.importTemplate, {})).arrayBuffer());
  const titles = (template[0] ?? []).map((t) => String(t ?? '').replace(/\*$/, ''));
  const value: Record<string, string> = {
    服务编码: SERVICE_CODE, 服务名称: SERVICE_NAME, 服务部门编码: 'HXLG', 服务类型: 'APPLICATION', 访问方式: '2',
    打开方式: '1003', 服务地址: 'https://example.edu.cn/xss', 状态: status,
  };
  const bytes = await xlsxOf([titles, titles.map((t) => value[t] ?? '')]);
  const uploaded = await uploadFile(baseUrl, admin, calls.importUpload.path, { name: 'xss-services.xlsx', bytes });
  expect(uploaded.body.status).toBe(1000);
  const { redisKey } = await admin.api.call(calls.importStart, { fileKey: uploaded.body.result?.fileKey ?? '', headerLine: 1, errorRegx: 1 });
  const done = await waitFinished(() => admin.api.call(calls.importProgress, { key: redisKey }));
  expect(done).toMatchObject({ state: 'succeeded', failNum: 0 });
}

/** A 1×1 PNG, for a chat image whose file name is the payload. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What the page must not show: a run payload, an element with a handler, or a script or javascript: link. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  // Handlers such as onerror and onload fire once an image has loaded or failed, by the frame after.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await nextFrame(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || (/^(href|src|data|action|formaction)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value)) || attr.name === 'srcdoc') {
          found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value.slice(0, 40)}">`);
        }
      }
      if (el.tagName === 'SCRIPT' && !(el as HTMLScriptElement).src) found.push('inline <script>');
    }
    return found;
  });
  expect(injected).toEqual([]);
}

test.describe('stored XSS payloads in Chromium', () => {
  let admin: TestPortal;
  let knowledgeId = '';
  let noticeId = '';

  test.beforeAll(async ({ serverUrl }) => {
    admin = (await signInAs(serverUrl, 'admin', 'Admin@123')).portal;
    const teacher = (await signInAs(serverUrl, 'teacher', 'Teacher@123')).portal;
    const assistant = await signInAs(serverUrl, 'assistant', 'Assistant@123');
    const assistantId = assistant.login.user_id;

    ({ messageId: noticeId } = await admin.api.call(sendNotice, {
      title: `${MARK} <img src=x onerror="window.__xss=0">`,
      content: `<p>${MARK}</p>${PAYLOADS.join('<br>')}`,
      openWindow: '1',
      fromUserName: '<script>window.__xss=99</script>',
      audience: { kind: 'users', userIds: [assistantId] },
    }));
    for (const payload of PAYLOADS.slice(0, 8)) {
      await teacher.api.call(sendChatMessage, { toId: assistantId, mpType: 'user', type: 'text', content: `${MARK} ${payload}` });
    }
    await teacher.api.call(sendChatMessage, {
      toId: assistantId, mpType: 'user', type: 'image', image: { fileName: `${PAYLOADS[1] ?? ''}.png`, mime: 'image/png', data: PNG_1X1 },
    });

    const scenes = await admin.api.call(sceneAdminList, {});
    const sceneId = scenes[0]?.id ?? '';
    const entry = await admin.api.call(knowledgeSubmit, { sceneId, question: `${MARK} 安全测试问答`, answer: PAYLOADS.join('\n'), keywords: [MARK] });
    knowledgeId = entry.questionId;

    // A service named by a payload, used and then rated by the assistant with payloads as the comment.
    await importService(admin, serverUrl, '上架');
    await assistant.portal.api.call(clickService, { serviceId: SERVICE_CODE });
    await assistant.portal.api.call(rateService, { serviceId: SERVICE_CODE, score: 4, comment: `${MARK} ${PAYLOADS.slice(0, 6).join(' ')}`.slice(0, 200) });
  });

  test.afterAll(async ({ serverUrl }) => {
    if (knowledgeId) await admin.api.call(knowledgeRemove, { questionIds: [knowledgeId] }).catch(() => undefined);
    if (admin) await importService(admin, serverUrl, '下架').catch(() => undefined);
  });

  test('serves the landing page (with its server-painted first frame) under a CSP without inline scripts, and has none', async ({ serverUrl }) => {
    const res = await fetch(`${serverUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs, code]) => !/\ssrc=/.test(attrs ?? '') || (code ?? '').trim() !== '');
    expect(inline).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  test('runs nothing from notices, instant messages, image file names, robot answers, service names and rating comments', async ({ newPage }) => {
    const { page } = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, DEMO.assistant);

    // The notice on its own page: title, sender and HTML body (sanitised).
    await page.goto(`/generalDetailsTow?id=${encodeURIComponent(noticeId)}`);
    await expect(page.getByText(MARK).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('点我').first()).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.goto('/homePage');
    await page.getByRole('button', { name: /^消息/ }).click();
    const drawer = page.getByRole('dialog', { name: '消息' });

    // The conversation with the teacher: payloads as text, and an image named by one.
    await drawer.getByLabel('搜索联系人').fill('teacher');
    await drawer.getByRole('button', { name: '搜索', exact: true }).click();
    await drawer.getByRole('button', { name: '与王建国聊天' }).click();
    const log = drawer.getByRole('log', { name: '与王建国的消息' });
    await expect(log.getByText(`${MARK} ${PAYLOADS[7] ?? ''}`)).toBeVisible({ timeout: 30_000 });
    await expectNothingRan(page, dialogs);
    await page.goto('/homePage');

    // The robot's answer, asked by the question's own words.
    await page.getByRole('button', { name: /咨询问题/ }).click();
    const panel = page.getByRole('dialog', { name: /小华/ });
    await panel.getByLabel('输入您的问题').fill(`${MARK} 安全测试问答`);
    await panel.getByRole('button', { name: '发送' }).click();
    await expect(panel.getByText(/点我/).first()).toBeVisible({ timeout: 30_000 });
    await expectNothingRan(page, dialogs);

    // The service in the hall, its detail and its ratings with the payload comment.
    await page.goto(`/serviceHall?keyword=${encodeURIComponent(MARK)}`);
    await page.getByRole('button', { name: `查看详情：${SERVICE_NAME}` }).first().click();
    const detail = page.getByRole('dialog', { name: new RegExp(MARK) });
    await detail.getByRole('tab', { name: '服务评价' }).click();
    await expect(detail.getByText(new RegExp(`${MARK} <script>`)).first()).toBeVisible({ timeout: 30_000 });
    await expectNothingRan(page, dialogs);
  });
});
