import { vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { DEFAULT_PRE_LOGIN_CONFIG } from '../../../../../src/server/features/prelogin/default-config';
import type { PreLoginDocument } from '../../../../../src/shared/schema/prelogin-config';
import { ApiError } from '../../../../../src/shared/api/client-types';
import { fakeClients, mountStudioWith } from '../../../../support/studio-harness';

export { tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c7', name: 'preLoginConfig', title: '登录前配置', path: '/userFrameConfig/preLoginConfig', sort: 7 },
];

/** A pre-login draft as the server keeps it: saves change the draft and are recorded; nothing is published. */
export function preLoginServer() {
  let doc: PreLoginDocument = {
    config: structuredClone(DEFAULT_PRE_LOGIN_CONFIG),
    carousel: [],
    tools: [{ id: 't1', toolsName: '校园邮箱', toolsIcon: '', url: 'https://mail.example.edu.cn/', openWay: 1003 }],
  };
  let revision = 0;
  const saves: Array<{ name: string; input: unknown }> = [];
  let refuseTools: { field: string; msg: string } | null = null;
  const handlers: Record<string, (input: unknown) => unknown> = {
    preLoginColumnDetail: () => structuredClone(doc),
    preLoginDraft: () => ({ area: 'preLogin', revision, publishedVersion: 1, isDirty: revision > 0, changes: [], updatedBy: '', updatedAt: null, body: doc }),
    getRoleListClass: () => [{ dictKey: 'student', dictValue: '学生', children: [{ dictKey: 'r-student', dictValue: '学生', roleType: 'student' }] }],
    preLoginIsHasCommonTool: () => ({ hasCommonTool: doc.tools.length > 0, count: doc.tools.length }),
    savePreLoginConfig: (input) => {
      saves.push({ name: 'savePreLoginConfig', input });
      doc = { ...doc, config: input as PreLoginDocument['config'] };
      revision += 1;
      return doc.config;
    },
    commonToolVerifyUrl: (input) => {
      const { url } = input as { url: string };
      return /^https:\/\/(?!10\.|127\.)/.test(url) ? { ok: true, msg: '地址可用' } : { ok: false, msg: '不能使用内网、本机、链路本地或保留地址' };
    },
    commonToolSave: (input) => {
      saves.push({ name: 'commonToolSave', input });
      if (refuseTools) throw new ApiError(400, refuseTools.msg, [refuseTools]);
      return (input as { tools: unknown[] }).tools;
    },
  };
  return {
    handlers, saves,
    refuseToolsWith(field: string, msg: string) { refuseTools = { field, msg }; },
  };
}

/** The studio as the portal mounts it, on the pre-login page, over fake clients answering by call name. */
export function mountPreLogin(handlers: Record<string, (input: unknown) => unknown>, at = { path: '/userFrameConfig/preLoginConfig', search: '' }) {
  const clients = fakeClients(handlers);
  const props: AdminMountProps = {
    entries, currentPath: at.path, currentSearch: at.search, lang: 'zh-CN', navigate: vi.fn(), clients,
  };
  const element = mountStudioWith(props);
  return { clients, element };
}

