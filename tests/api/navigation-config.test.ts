import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationConfig as nav, shell } from '../../src/shared/api/catalogue';
import { ApiError } from '../../src/shared/api/client-types';
import { CUSTOM_NAVIGATION_LIMIT_MSG } from '../../src/shared/schema/navigation-config';
import { createTestPortal, type TestPortal } from '../support/portal-client';
import { refusal, unchecked } from './helpers/refusal';
import { startTestServer, testDatabases, type TestServer } from './helpers/test-server';

const ROLE = { teacher: '1123598816738675202', student: '1123598816738675203' } as const;

describe.each(testDatabases())('navigation configuration on %s', (kind) => {
  let server: TestServer;
  let admin: TestPortal;
  let student: TestPortal;
  let teacher: TestPortal;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = createTestPortal(server, { ip: '10.7.0.1' });
    student = createTestPortal(server, { ip: '10.7.0.2' });
    teacher = createTestPortal(server, { ip: '10.7.0.3' });
    await admin.signIn('admin', 'Admin@123');
    await student.signIn('student', 'Student@123');
    await teacher.signIn('teacher', 'Teacher@123');
  });
  afterAll(async () => {
    await server?.close();
  });

  const names = async (portal: TestPortal) => (await portal.api.call(shell.getTopMenu, {})).map((e) => e.navigationName);

  it('[SHELL-07] lists the entries of the left list in order, the enabled ones marked by isAuto 1', async () => {
    const list = await admin.api.call(nav.navigationConfigList, {});
    expect(list.map((e) => e.navigationName)).toEqual(['首页', '服务大厅', '流程服务中心', '应用服务中心', '三张清单', '效能监督']);
    expect(list.every((e) => e.isBuilt === 1 && e.isAuto === 1)).toBe(true);
    expect(list.map((e) => e.sort)).toEqual([10, 20, 30, 40, 50, 60]);
    // The + button's add, then the detail page of the new entry.
    const { id } = await admin.api.call(nav.navigationConfigSubmit, { navigationName: '图书馆', path: 'https://lib.example.edu.cn/', isAuto: 0 });
    const detail = await admin.api.call(nav.applyNavigationDetail, { id });
    expect(detail).toMatchObject({ id, navigationName: '图书馆', navigationType: 'ADD', isBuilt: 2, isAuto: 0, sort: 70, roleIds: [] });
    await admin.api.call(nav.navigationConfigRemove, { id });
  });

  it('keeps draft edits off the portal until they are published', async () => {
    const before = await names(student);
    const { id } = await admin.api.call(nav.navigationConfigSubmit, { navigationName: '校园地图', path: '/campusMap', isAuto: 1 });
    expect((await admin.api.call(nav.navigationConfigList, {})).map((e) => e.navigationName)).toContain('校园地图');
    expect(await names(student)).toEqual(before);

    const draft = await admin.api.call(nav.navigationStudio.draft, {});
    expect(draft.isDirty).toBe(true);
    expect(draft.changes).toEqual([expect.objectContaining({ op: 'add', path: `entries[id=${id}]` })]);

    const published = await admin.api.call(nav.navigationStudio.publish, { note: '新增校园地图' });
    expect(published.changeCount).toBe(1);
    expect(await names(student)).toEqual([...before, '校园地图']);
    expect((await admin.api.call(nav.navigationStudio.draft, {})).isDirty).toBe(false);

    await admin.api.call(nav.navigationConfigRemove, { id });
    await admin.api.call(nav.navigationStudio.publish, {});
    expect(await names(student)).toEqual(before);
  });

  it('[SHELL-08] refuses the seventh custom navigation with the spec\'s exact text', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 6; i += 1) {
      ids.push((await admin.api.call(nav.navigationConfigSubmit, { navigationName: `自定义${i}`, path: `/custom${i}`, isAuto: 1 })).id);
    }
    const seventh = await refusal(admin, admin.api.call(nav.navigationConfigSubmit, { navigationName: '自定义7', path: '/custom7', isAuto: 1 }, { silent: true }));
    expect(seventh).toMatchObject({ http: 400, message: CUSTOM_NAVIGATION_LIMIT_MSG });
    // The limit counts custom entries only: renaming a built-in one or an existing custom one still works.
    const list = await admin.api.call(nav.navigationConfigList, {});
    expect(list.filter((e) => e.isBuilt === 2)).toHaveLength(6);
    await admin.api.call(nav.applyNavigationSubmit, { id: ids[0] ?? '', navigationName: '自定义一', path: '/custom1', isAuto: 1 });
    for (const id of ids) await admin.api.call(nav.navigationConfigRemove, { id });
    expect((await admin.api.call(nav.navigationStudio.draft, {})).isDirty).toBe(false);
  });

  it('[SHELL-08] holds under concurrent adds: edits of one draft run one after another', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, (_, i) =>
      admin.api.call(nav.navigationConfigSubmit, { navigationName: `并发${i}`, path: `/parallel${i}` }, { silent: true })));
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(6);
    expect(refused.map((a) => (a as PromiseRejectedResult).reason instanceof ApiError && (a as PromiseRejectedResult).reason.message))
      .toEqual([CUSTOM_NAVIGATION_LIMIT_MSG, CUSTOM_NAVIGATION_LIMIT_MSG]);
    const custom = (await admin.api.call(nav.navigationConfigList, {})).filter((e) => e.isBuilt === 2);
    expect(custom).toHaveLength(6);
    for (const entry of custom) await admin.api.call(nav.navigationConfigRemove, { id: entry.id });
  });

  it('answers a clear Chinese message naming the field for bad input', async () => {
    const noName = await refusal(admin, admin.api.call(unchecked(nav.navigationConfigSubmit), { navigationName: '  ', path: '/x' }, { silent: true }));
    expect(noName).toMatchObject({ http: 400, message: 'navigationName：导航名称不能为空', fields: ['navigationName'] });
    const badPath = await refusal(admin, admin.api.call(unchecked(nav.navigationConfigSubmit), { navigationName: '外链', path: 'javascript:alert(1)' }, { silent: true }));
    expect(badPath.fields).toEqual(['path']);
    expect(badPath.message).toContain('导航地址须以 / 开头');
    const duplicate = await refusal(admin, admin.api.call(nav.navigationConfigSubmit, { navigationName: '首页', path: '/x' }, { silent: true }));
    expect(duplicate).toMatchObject({ http: 400, message: '导航名称“首页”已存在', fields: ['navigationName'] });
    const [home] = await admin.api.call(nav.navigationConfigList, {});
    const builtIn = await refusal(admin, admin.api.call(nav.navigationConfigRemove, { id: home?.id ?? '' }, { silent: true }));
    expect(builtIn).toMatchObject({ http: 400, message: '内置导航不能删除，可将其停用' });
    const moved = await refusal(admin, admin.api.call(nav.applyNavigationSubmit, { id: home?.id ?? '', navigationName: '首页', path: '/elsewhere' }, { silent: true }));
    expect(moved).toMatchObject({ http: 400, message: '内置导航的地址不可修改', fields: ['path'] });
    const unknownRole = await refusal(admin, admin.api.call(nav.navigationConfigSubmit, { navigationName: '某页', path: '/x', roleIds: ['nope'] }, { silent: true }));
    expect(unknownRole).toMatchObject({ http: 400, message: '可见角色不存在：nope', fields: ['roleIds'] });
    const missing = await refusal(admin, admin.api.call(nav.applyNavigationDetail, { id: 'nope' }, { silent: true }));
    expect(missing).toMatchObject({ http: 404, message: '导航不存在或已被删除' });
    expect((await admin.api.call(nav.navigationStudio.draft, {})).isDirty).toBe(false);
  });

  it('limits an entry to roles: identities, preview as a role, and the published portal agree', async () => {
    const { id } = await admin.api.call(nav.navigationConfigSubmit, { navigationName: '教工之家', path: '/staffHome', isAuto: 1, roleIds: [ROLE.teacher] });
    const identities = await admin.api.call(nav.applyNavigationIdentities, { id });
    expect(identities.map((r) => [r.roleType, r.visible])).toEqual([['admin', false], ['teacher', true], ['student', false]]);

    const asTeacher = await admin.api.call(nav.navigationStudio.preview, { roleId: ROLE.teacher });
    const asStudent = await admin.api.call(nav.navigationStudio.preview, { roleId: ROLE.student });
    expect(asTeacher.map((e) => e.navigationName)).toContain('教工之家');
    expect(asStudent.map((e) => e.navigationName)).not.toContain('教工之家');
    expect(await names(teacher)).not.toContain('教工之家');
    const unknownRole = await refusal(admin, admin.api.call(nav.navigationStudio.preview, { roleId: 'nope' }, { silent: true }));
    expect(unknownRole.http).toBe(404);

    await admin.api.call(nav.navigationStudio.publish, {});
    expect(await teacher.api.call(shell.getTopMenu, {})).toEqual(asTeacher);
    expect(await student.api.call(shell.getTopMenu, {})).toEqual(asStudent);

    await admin.api.call(nav.navigationConfigRemove, { id });
    await admin.api.call(nav.navigationStudio.publish, {});
  });

  it('reorders by drag (every entry exactly once) and disables a built-in entry', async () => {
    const list = await admin.api.call(nav.navigationConfigList, {});
    const ids = list.map((e) => e.id);
    const reversed = await admin.api.call(nav.applyNavigationOrder, { ids: [...ids].reverse() });
    expect(reversed.map((e) => e.id)).toEqual([...ids].reverse());
    const partial = await refusal(admin, admin.api.call(nav.applyNavigationOrder, { ids: ids.slice(1) }, { silent: true }));
    expect(partial).toMatchObject({ http: 400, fields: ['ids'] });

    const hall = list[1];
    if (!hall) throw new Error('seed has no second entry');
    await admin.api.call(nav.applyNavigationSubmit, { id: hall.id, navigationName: hall.navigationName, path: hall.path, isAuto: 0 });
    await admin.api.call(nav.navigationStudio.publish, { note: '倒序并停用服务大厅' });
    const menu = await student.api.call(shell.getTopMenu, {});
    expect(menu.map((e) => e.id)).toEqual([...ids].reverse());
    expect(menu.find((e) => e.id === hall.id)?.isAuto).toBe(0);

    await admin.api.call(nav.applyNavigationOrder, { ids });
    await admin.api.call(nav.applyNavigationSubmit, { id: hall.id, navigationName: hall.navigationName, path: hall.path, isAuto: 1 });
    await admin.api.call(nav.navigationStudio.publish, {});
    expect((await student.api.call(shell.getTopMenu, {})).map((e) => e.id)).toEqual(ids);
  });
});
