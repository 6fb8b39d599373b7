import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth';
import { messageRecipients } from '../../src/server/db/schema/messages';
import { questionFeedbacks } from '../../src/server/db/schema/robot';
import { DEMO_TENANT_ID } from '../../src/server/seed';
import * as directory from '../../src/shared/api/catalogue/directory';
import * as feedback from '../../src/shared/api/catalogue/feedback';
import * as messages from '../../src/shared/api/catalogue/messages';
import { spreadsheetCalls } from '../../src/shared/api/catalogue/spreadsheet-jobs';
import type { CallDef } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { seedSecondTenant, signInToTenantB, TENANT_B } from './helpers/second-tenant';
import { download, waitFinished } from './helpers/spreadsheet-client';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

/*
 * Ids are no keys: whoever learns the id of someone else's favourite, message, spreadsheet job, attachment or
 * feedback — in their own school or another — gets nothing for it, and changes nothing with it.
 */

const msg = (key: string) => `msg-${DEMO_TENANT_ID}-${key}`;
const duty = spreadsheetCalls.deptDuty;
const FIELDS = '部门编码:deptCode,职责名称:dutyName';

type Who = 'student' | 'teacher' | 'admin' | 'otherStudent' | 'otherAdmin';

/** The refusal of a call that must give nothing: its HTTP status (never 2xx) and message. */
async function nothing(portal: TestPortal, call: CallDef, input: Record<string, unknown>): Promise<{ http: number | undefined; message: string }> {
  portal.lastResponse = null;
  const error: unknown = await portal.api.call(call, input as never, { silent: true }).then(() => null, (e: unknown) => e);
  expect(error, `${call.name} ${JSON.stringify(input)} answered`).toBeInstanceOf(ApiError);
  return { http: lastHttp(portal), message: (error as ApiError).message };
}

/** A reader, so the compiler does not carry the reset (null) above past the call that sets the answer. */
function lastHttp(portal: TestPortal): number | undefined {
  return portal.lastResponse?.http;
}

describe.each(testDatabases())('another user\'s ids, in the same school and another (%s)', (kind) => {
  let server: TestServer;
  const portals = {} as Record<Who, TestPortal>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedSecondTenant(server.context.db);
    for (const [who, password, ip] of [['student', 'Student@123', '10.11.0.1'], ['teacher', 'Teacher@123', '10.11.0.2'], ['admin', 'Admin@123', '10.11.0.3']] as const) {
      portals[who] = createTestPortal(server, { ip });
      await portals[who].signIn(who, password);
    }
    portals.otherStudent = createTestPortal(server, { ip: '10.11.0.4' });
    await signInToTenantB(portals.otherStudent, 'student');
    portals.otherAdmin = createTestPortal(server, { ip: '10.11.0.5' });
    await signInToTenantB(portals.otherAdmin, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps favourites to their owner: another user\'s service ids neither show up nor move anything', async () => {
    const page = await portals.student.api.call(directory.myCollect, {});
    let mine = page.map((s) => s.serviceId);
    if (mine.length === 0) throw new Error('the demo student has no favourites');
    const target = mine[0] ?? '';
    // The teacher "cancels" the student's favourite by its id: only the teacher's own list could change.
    await portals.teacher.api.call(directory.cancelCollect, { serviceId: target }, { silent: true }).catch(() => null);
    mine = (await portals.student.api.call(directory.myCollect, {})).map((s) => s.serviceId);
    expect(mine).toContain(target);
    // Another school: tenant A's service is unknown there, its favourites stay empty, and nothing is added.
    const refused = await nothing(portals.otherStudent, directory.collect, { serviceId: target });
    expect(refused.http).toBe(404);
    expect(await portals.otherStudent.api.call(directory.myCollect, {})).toEqual([]);
    await expect(nothing(portals.otherStudent, directory.changeOrder, { serviceIds: mine })).resolves.toBeDefined();
  });

  it('keeps messages and their attachments to their recipients', async () => {
    const detail = await portals.student.api.call(messages.messageHistoryDetail, { id: msg('i11') });
    const fileId = detail.files[0]?.id;
    expect(fileId).toBeTruthy();
    const [studentRow] = await server.context.db.select({ id: users.id }).from(users)
      .where(and(eq(users.tenantId, DEMO_TENANT_ID), eq(users.account, 'student')));
    for (const who of ['admin', 'otherStudent', 'otherAdmin'] as const) {
      // i03 went to the student only, i11 to the teacher and the student.
      for (const id of [msg('i03'), msg('i11')]) {
        expect((await nothing(portals[who], messages.messageHistoryDetail, { id })).http, `${who} ${id}`).toBe(404);
      }
      expect((await nothing(portals[who], messages.downloadMessageFile, { messageId: msg('i11'), fileId })).http, who).toBe(404);
      await nothing(portals[who], messages.readMessage, { messageId: msg('i03'), userId: studentRow?.id ?? '' });
    }
    const unread = await server.context.db.select({ readAt: messageRecipients.readAt }).from(messageRecipients)
      .where(eq(messageRecipients.id, `mr-${DEMO_TENANT_ID}-i03-s`));
    expect(unread[0]?.readAt).toBeNull();
    // An attachment is private: the public file route does not serve it, to anyone.
    expect((await fetch(`${server.baseUrl}/api/files/${fileId ?? ''}`)).status).toBe(404);
  });

  it('keeps a spreadsheet job and its file to its owner and the list\'s administrators of the same school', async () => {
    const { redisKey } = await portals.admin.api.call(duty.exportStart, { dataRange: 1, fileName: 'cross_ids', exportField: FIELDS });
    const done = await waitFinished(() => portals.admin.api.call(duty.exportProgress, { key: redisKey }));
    expect((await download(server.baseUrl, portals.admin, done.url)).http).toBe(200);
    const otherTenantUrl = done.url.replace(`tenantId=${DEMO_TENANT_ID}`, `tenantId=${TENANT_B}`);
    for (const who of ['otherAdmin', 'student'] as const) {
      expect((await nothing(portals[who], duty.exportProgress, { key: redisKey })).http, who).toBeGreaterThanOrEqual(403);
      for (const url of [done.url, otherTenantUrl]) {
        const file = await download(server.baseUrl, portals[who], url);
        expect(file.http, `${who} ${url}`).toBeGreaterThanOrEqual(403);
        expect(file.type).toContain('application/json');
      }
    }
    // Naming its own tenant does not help another school's administrator either.
    expect((await nothing(portals.otherAdmin, duty.exportProgress, { key: redisKey, tenantId: TENANT_B })).http).toBe(404);
  });

  it('keeps feedback to its author and their school\'s administrators', async () => {
    const mine = await portals.student.api.call(feedback.showProgress, { size: 100 });
    const feedbackId = mine.records[0]?.feedbackId ?? '';
    expect(feedbackId).toBeTruthy();
    for (const who of ['teacher', 'otherStudent', 'otherAdmin'] as const) {
      expect((await nothing(portals[who], feedback.progressDetail, { feedbackId })).http, who).toBe(404);
    }
    expect((await nothing(portals.otherAdmin, feedback.feedbackAdminDetail, { feedbackId })).http).toBe(404);
    const before = await server.context.db.select().from(questionFeedbacks).where(eq(questionFeedbacks.id, feedbackId));
    await nothing(portals.otherAdmin, feedback.advanceFeedbackStatus, { feedbackId, status: 'closed' });
    await nothing(portals.otherAdmin, feedback.advanceFeedbackStatus, { feedbackId, status: 'processing' });
    const after = await server.context.db.select().from(questionFeedbacks).where(eq(questionFeedbacks.id, feedbackId));
    expect(after).toEqual(before);
    const theirPage = await portals.otherAdmin.api.call(feedback.feedbackAdminPage, {});
    expect(theirPage.total).toBe(0);
  });
});
