import { ApiError } from '../../../../../src/shared/api/client-types';
import type { NavigationConfigItem, NavigationDocEntry } from '../../../../../src/shared/schema/navigation-config';
import type { ConfigChange, VersionSummary } from '../../../../../src/shared/schema/studio-config';

/** A built-in (isBuilt 1) or custom (isBuilt 2) entry. */
export function entry(id: string, navigationName: string, over: Partial<NavigationDocEntry> = {}): NavigationDocEntry {
  return {
    id, navigationName, navigationType: over.isBuilt === 2 ? 'custom' : id, isBuilt: 1, isAuto: 0,
    path: `/${id}`, configPath: '', roleIds: [], ...over,
  };
}

export const builtIns = (): NavigationDocEntry[] => [
  entry('homePage', '首页', { isAuto: 1 }),
  entry('serverCenter', '服务中心'),
  entry('threeLists', '三张清单'),
];

export const customs = (n: number): NavigationDocEntry[] => Array.from({ length: n }, (_, i) => (
  entry(`c${i + 1}`, `自定义${i + 1}`, { isBuilt: 2, path: `https://example.edu/${i + 1}` })
));

type Handler = (input: unknown) => unknown;

/**
 * The navigation calls and the navigation area's draft calls over one in-memory draft, as the server answers them
 * (the real server is covered by the API tests; these pin what the page does with the answers).
 */
export function navigationServer(initial: NavigationDocEntry[], options: { publishedVersion?: number } = {}) {
  let draft = initial.map((e) => ({ ...e }));
  let published = initial.map((e) => ({ ...e }));
  let revision = 1;
  let publishedVersion = options.publishedVersion ?? 1;
  const orders: string[][] = [];
  const publishes: unknown[] = [];
  const rollbacks: unknown[] = [];
  const history: VersionSummary[] = [{
    version: 1, action: 'baseline', fromVersion: null, note: '初始配置', createdBy: '系统', createdAt: '2026-11-01T08:00:00.000Z', changeCount: 0,
  }];
  let conflictNextPublish = false;

  const items = (): NavigationConfigItem[] => draft.map((e, i) => ({ ...e, sort: (i + 1) * 10 }));
  const sameAsPublished = () => JSON.stringify(draft) === JSON.stringify(published);
  const changes = (): ConfigChange[] => {
    const out: ConfigChange[] = [];
    for (const e of draft) {
      const before = published.find((p) => p.id === e.id);
      if (!before) out.push({ op: 'add', path: `entries[id=${e.id}]`, after: e });
      else if (before.navigationName !== e.navigationName) {
        out.push({ op: 'replace', path: `entries[id=${e.id}].navigationName`, before: before.navigationName, after: e.navigationName });
      }
    }
    const order = (list: NavigationDocEntry[]) => list.map((e) => e.id).filter((id) => published.some((p) => p.id === id) && draft.some((d) => d.id === id));
    if (JSON.stringify(order(published)) !== JSON.stringify(order(draft))) out.push({ op: 'move', path: 'entries', before: order(published), after: order(draft) });
    return out;
  };
  const state = () => ({
    area: 'navigation' as const, revision, publishedVersion, isDirty: !sameAsPublished(), changes: changes(),
    updatedBy: '管理员', updatedAt: '2026-11-20T09:30:00.000Z', body: { entries: draft },
  });
  const edit = () => { revision += 1; };

  const handlers: Record<string, Handler> = {
    navigationConfigList: () => items(),
    applyNavigationIdentities: () => [
      { roleId: 'r-student', roleName: '学生', roleType: 'student', visible: true },
      { roleId: 'r-teacher', roleName: '教师', roleType: 'teacher', visible: true },
    ],
    navigationConfigSubmit: (input) => {
      const body = input as { navigationName: string; path: string };
      if (draft.filter((e) => e.isBuilt === 2).length >= 6) {
        throw new ApiError(400, '最多新增6个自定义导航', [{ field: 'isBuilt', msg: '最多新增6个自定义导航' }]);
      }
      if (draft.some((e) => e.navigationName === body.navigationName)) {
        throw new ApiError(400, `导航名称“${body.navigationName}”已存在`, [{ field: 'navigationName', msg: `导航名称“${body.navigationName}”已存在` }]);
      }
      const id = `n${draft.length + 1}`;
      draft = [...draft, entry(id, body.navigationName, { isBuilt: 2, path: body.path, isAuto: 1 })];
      edit();
      return { id };
    },
    applyNavigationSubmit: (input) => {
      const body = input as NavigationDocEntry;
      draft = draft.map((e) => (e.id === body.id ? { ...e, navigationName: body.navigationName, path: body.path, isAuto: body.isAuto, roleIds: body.roleIds } : e));
      edit();
      return { id: body.id };
    },
    navigationConfigRemove: (input) => {
      const { id } = input as { id: string };
      draft = draft.filter((e) => e.id !== id);
      edit();
      return null;
    },
    applyNavigationOrder: (input) => {
      const { ids } = input as { ids: string[] };
      orders.push(ids);
      draft = ids.map((id) => draft.find((e) => e.id === id)).filter((e): e is NavigationDocEntry => e !== undefined);
      edit();
      return items();
    },
    navigationDraft: () => state(),
    navigationDraftDiscard: () => { draft = published.map((e) => ({ ...e })); edit(); return state(); },
    navigationPublish: (input) => {
      publishes.push(input);
      if (conflictNextPublish) {
        conflictNextPublish = false;
        throw new ApiError(409, '草稿已被他人修改，请刷新预览后再发布');
      }
      const count = changes().length;
      published = draft.map((e) => ({ ...e }));
      publishedVersion += 1;
      history.unshift({ version: publishedVersion, action: 'publish', fromVersion: null, note: (input as { note?: string }).note ?? '', createdBy: '管理员', createdAt: '2026-11-21T10:00:00.000Z', changeCount: count });
      return { version: publishedVersion, changeCount: count };
    },
    navigationHistory: () => ({ records: history, total: history.length, current: 1, size: 100 }),
    navigationCompare: (input) => {
      const { from, to } = input as { from: unknown; to: unknown };
      return {
        from: { ref: from, version: from === 'draft' ? null : publishedVersion },
        to: { ref: to, version: to === 'draft' ? null : publishedVersion },
        changes: changes(),
      };
    },
    navigationRollback: (input) => {
      rollbacks.push(input);
      publishedVersion += 1;
      draft = builtIns();
      published = builtIns();
      return { version: publishedVersion, changeCount: 1 };
    },
    navigationPreview: (input) => {
      const { roleId } = input as { roleId: string };
      return items().filter((e) => e.isAuto === 1 && (e.roleIds.length === 0 || e.roleIds.includes(roleId)));
    },
    navigationAudit: () => ({
      records: [{
        id: 7, action: 'draft.update', objectId: 'serverCenter', objectName: '办事中心', summary: 'platformapplynavigation/submit',
        changes: [{ op: 'replace', path: 'entries[id=serverCenter].navigationName', before: '服务中心', after: '办事中心' }],
        version: null, userId: 'u-admin', userName: '王管理', createdAt: '2026-11-20T09:30:00.000Z',
      }],
      total: 1, current: 1, size: 20, names: { 'u-admin': '王管理', serverCenter: '办事中心' },
    }),
  };
  return {
    handlers, orders, publishes, rollbacks,
    draft: () => draft,
    conflictOnNextPublish: () => { conflictNextPublish = true; },
  };
}
