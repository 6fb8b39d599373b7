import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { callAsSystem } from '../api/business-systems/signed-client';
import { businessServiceOptions } from '../../src/shared/api/catalogue/business-systems';
import { BUSINESS_API_PATHS } from '../../src/shared/schema/business-api';
import type { TestPortal } from '../support/portal-client';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Where to save screenshots, when asked (E2E_SCREENSHOT_DIR); none otherwise. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, name), fullPage: true });
}

/** A service no system owns yet, with a name no other service has (the e2e server is shared by every spec). */
async function freeService(admin: TestPortal): Promise<{ serviceId: string; serviceName: string }> {
  const { services } = await admin.api.call(businessServiceOptions, {});
  const service = services.find((s) => s.ownerId === null && services.filter((o) => o.serviceName === s.serviceName).length === 1);
  if (!service) throw new Error('no free service');
  return service;
}

const eventsPath = (id: string) => BUSINESS_API_PATHS.applicationEvents.replace(':applicationId', id);

test.describe('business systems (ADR 024) in Chromium', () => {
  test('the admin registers a system and makes its key in the studio; its to-do shows on the teacher\'s home page at once', async ({ newPage, serverUrl, adminApi }) => {
    const { page } = await newPage();
    await signIn(page, DEMO.admin);
    await acknowledgeNotices(page);
    await page.goto('/userFrameConfig/businessSystemConfig');
    await expect(page.getByRole('heading', { name: '业务系统接入' })).toBeVisible();

    const code = `e2e${Date.now().toString(36)}`;
    const { serviceId, serviceName } = await freeService(adminApi);
    await page.getByRole('button', { name: '新建业务系统' }).click();
    const dialog = page.getByRole('dialog', { name: '新建业务系统' });
    await dialog.getByLabel('系统名称').fill('端到端请假系统');
    await dialog.getByLabel('系统编码').fill(code);
    await dialog.getByLabel('待办分类').fill('学工');
    await dialog.getByLabel('所属服务').fill(serviceName.slice(0, 4));
    await page.getByRole('option', { name: serviceName, exact: true }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem', { name: '端到端请假系统' });
    await card.getByRole('button', { name: '生成密钥' }).click();
    const secretDialog = page.getByRole('dialog', { name: '新密钥' });
    const keyId = await secretDialog.locator('[data-secret-field="keyId"]').inputValue();
    const secret = await secretDialog.locator('[data-secret-field="secret"]').inputValue();
    expect(keyId).toMatch(/^bk_/);
    expect(secret).toMatch(/^bs_/);
    await screenshot(page, 'business-systems-secret-1366.png');
    await secretDialog.getByRole('button', { name: '我已保存，关闭' }).click();
    await page.setViewportSize({ width: 412, height: 860 });
    await screenshot(page, 'business-systems-412.png');
    await page.setViewportSize({ width: 1366, height: 860 });
    await screenshot(page, 'business-systems-1366.png');

    const teacher = await newPage();
    await signIn(teacher.page, DEMO.teacher);
    await acknowledgeNotices(teacher.page);
    const todoCard = teacher.page.locator('[data-card-id]').filter({ has: teacher.page.getByRole('heading', { name: '待办事项', exact: true }) });
    await expect(todoCard.locator('[aria-busy="true"]')).toHaveCount(0);

    const key = { keyId, secret };
    const application = `E2E-${code}`;
    const submitted = await callAsSystem(serverUrl, key, 'POST', eventsPath(application), {
      eventId: `${application}-s`, type: 'submitted', serviceId, applicant: 'student', title: `端到端请假 ${code}`, viewUrl: `${serverUrl}/`,
    });
    expect(submitted.http).toBe(200);
    const step = await callAsSystem(serverUrl, key, 'POST', eventsPath(application), {
      eventId: `${application}-1`, type: 'step_started', stepId: `${application}-1`, nodeName: '辅导员审批', handler: 'teacher', handleUrl: `${serverUrl}/`,
    });
    expect(step.http).toBe(200);
    // No reload: the stream's inbox event makes the card load again.
    await expect(todoCard.getByText(`端到端请假 ${code}`)).toBeVisible({ timeout: 15_000 });
    await screenshot(teacher.page, 'business-systems-teacher-todo-1366.png');
  });
});
