import type { Page } from '@playwright/test';
import { acknowledgeNotices, DEMO, expect, signIn, test } from './fixtures';

/** Opens the chat drawer and the conversation with `peer`, found through the contact search. */
async function openConversation(page: Page, peer: string, account: string): Promise<void> {
  await page.getByRole('button', { name: /^消息/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息' });
  await drawer.getByLabel('搜索联系人').fill(account);
  await drawer.getByRole('button', { name: '搜索', exact: true }).click();
  await drawer.getByRole('button', { name: `与${peer}聊天` }).click();
  await expect(drawer.getByRole('log', { name: `与${peer}的消息` })).toBeVisible();
}

test.describe('instant messages between two browsers', () => {
  test('[CHAT-01] a message the student sends reaches the teacher at once, and the answer comes back, with no reload', async ({ newPage }) => {
    const student = await newPage();
    const teacher = await newPage();
    await signIn(student.page, DEMO.student);
    await acknowledgeNotices(student.page);
    await signIn(teacher.page, DEMO.teacher);
    await acknowledgeNotices(teacher.page);

    await openConversation(student.page, '王建国', 'teacher');
    await openConversation(teacher.page, '李明轩', 'student');

    const hello = `王老师，下午三点去您办公室可以吗？#${Date.now() % 10_000}`;
    await student.page.getByLabel('输入消息').fill(hello);
    await student.page.keyboard.press('Enter');
    await expect(teacher.page.getByRole('log', { name: '与李明轩的消息' }).getByText(hello)).toBeVisible({ timeout: 10_000 });

    const answer = `可以，三点见。#${Date.now() % 10_000}`;
    await teacher.page.getByLabel('输入消息').fill(answer);
    await teacher.page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(student.page.getByRole('log', { name: '与王建国的消息' }).getByText(answer)).toBeVisible({ timeout: 10_000 });
  });
});
