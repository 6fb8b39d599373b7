import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerConfig as footer, prelogin, shell } from '../../src/shared/api/catalogue';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

describe.each(testDatabases())('home page footer configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.11.0.1' });
    student = createTestPortal(server, { ip: '10.11.0.2' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses callers without the homePageConfig menu', async () => {
    expect((await refusal(student, student.api.call(footer.footerDetail, {}, { silent: true }))).http).toBe(403);
    const current = await student.api.call(shell.getFooterInfo, {});
    expect((await refusal(student, student.api.call(footer.footerSubmit, current, { silent: true }))).http).toBe(403);
    expect((await refusal(student, student.api.call(footer.footerStudio.publish, {}, { silent: true }))).http).toBe(403);
  });

  it('keeps an edited footer in the draft until published; rollback restores the earlier one', async () => {
    const before = await student.api.call(shell.getFooterInfo, {});
    expect(await admin.api.call(footer.footerDetail, {})).toEqual(before);
    const links = [{ name: '校历', url: 'https://www.example.edu.cn/calendar' }, ...before.links].slice(0, 10);
    await admin.api.call(footer.footerSubmit, { ...before, phone: '0731-88820002', links });
    expect(await student.api.call(shell.getFooterInfo, {})).toEqual(before);
    expect(await admin.api.call(footer.footerStudio.preview, { roleId: '1123598816738675203' })).toMatchObject({ phone: '0731-88820002', links });

    const published = await admin.api.call(footer.footerStudio.publish, {});
    expect(await student.api.call(shell.getFooterInfo, {})).toMatchObject({ phone: '0731-88820002', links });
    // One school, one story (ADR 032): the landing page's footer and the school's profile read the same published
    // facts, at once; the landing page keeps only its own links.
    const visitor = createTestPortal(server, { ip: '10.11.0.3' });
    const landing = await visitor.api.call(prelogin.getPreLoginIndex, {});
    expect(landing.footer).toMatchObject({ phone: '0731-88820002', address: before.address, copyright: before.copyright, email: before.email, icp: before.icp });
    expect(await visitor.api.call(prelogin.getFooterInfo, {})).toEqual(landing.footer);
    expect(await visitor.api.call(prelogin.bottomConfigDetail, {})).toEqual(landing.footer);
    expect(await visitor.api.call(prelogin.schoolInfo, {})).toMatchObject({ address: before.address, phone: '0731-88820002' });
    await admin.api.call(footer.footerStudio.rollback, { version: published.version - 1 });
    expect(await student.api.call(shell.getFooterInfo, {})).toEqual(before);
  });

  it('answers Chinese validation errors beside the fields', async () => {
    const before = await admin.api.call(footer.footerDetail, {});
    const badLink = await refusal(admin, admin.api.call(unchecked(footer.footerSubmit), { ...before, links: [{ name: '坏链接', url: 'javascript:alert(1)' }] }, { silent: true }));
    expect(badLink).toMatchObject({ http: 400, fields: ['links.0.url'] });
    expect(badLink.message).toContain('链接地址须以 http://、https:// 或 / 开头');
    const badMail = await refusal(admin, admin.api.call(unchecked(footer.footerSubmit), { ...before, email: 'not-mail' }, { silent: true }));
    expect(badMail.fields).toEqual(['email']);
    expect((await admin.api.call(footer.footerStudio.draft, {})).isDirty).toBe(false);
  });
});
