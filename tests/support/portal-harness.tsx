import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import { ApiError, type ApiClient, type CallOptions } from '../../src/shared/api/client-types';
import type { CallDef, CallRequest, CallResult } from '../../src/shared/api/catalogue/define-call';
import { createI18n, type Lang } from '../../src/shared/i18n';
import { SESSION_KEYS } from '../../src/shared/rules/session-keys';
import { storeSignIn } from '../../src/shared/rules/sign-in-state';
import type { LoginConfig, LoginResult, UserInfo } from '../../src/shared/schema/auth';
import type { SessionExpiration } from '../../src/shared/schema/session';
import type { ConfigMenuEntry, FooterInfo, NavigationEntry } from '../../src/shared/schema/shell';
import { createMemoryStorage, createSessionStore, type SessionStore } from '../../src/shared/state/session-store';
import { PortalApp, PortalProviders } from '../../src/portal/app/App';
import { createPortalEvents } from '../../src/portal/app/portal-events';
import { createPortalServices, type PortalServices } from '../../src/portal/app/services';
import type { TicketStore } from '../../src/portal/app/ticket-cookie';
import { PortalRouter } from '../../src/portal/routes/PortalRouter';
import { withNavigationKey } from '../../src/portal/routes/portal-location';

/**
 * The portal's one unit-test harness: fake clients answering by catalogue name, and two renders on a memory
 * location — renderPortal (the whole app, every route) and renderInPortal (one page or component with the
 * portal's providers and router around it).
 */

/**
 * The signed-in routes are lazy chunks (the shell's, each page's, the host's service details); loading them cold
 * takes longer than a test's default wait on 2 cores. A file rendering the whole portal loads them first:
 * `beforeAll(preloadSignedInRoutes, 30_000)`.
 */
export async function preloadSignedInRoutes(): Promise<void> {
  await Promise.all([
    import('../../src/portal/routes/deferred'),
    import('../../src/portal/features/home/HomePage'),
    import('../../src/portal/features/directory'),
    import('../../src/portal/features/three-lists'),
    import('../../src/portal/features/personal'),
    import('../../src/portal/features/frame-pages/FramePage'),
    import('../../src/portal/features/service-detail/ServiceDetailDialog'),
  ]);
}

export type Handler = (input: unknown, options: CallOptions | undefined) => unknown;

export interface RecordedCall { name: string; input: unknown; options: CallOptions | undefined }

/** An ApiClient whose calls are answered by handlers named after the catalogue entry (def.name). */
export function fakeClient(kind: 'blade' | 'osp', handlers: Record<string, Handler>): ApiClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    kind,
    calls,
    async call<C extends CallDef>(def: C, input: CallRequest<C>, options?: CallOptions): Promise<CallResult<C>> {
      calls.push({ name: def.name, input, options });
      const handler = handlers[def.name];
      if (!handler) throw new ApiError(8008, `no fake for ${def.name}`);
      return (await handler(input, options)) as CallResult<C>;
    },
  };
}

export const loginResult: LoginResult = {
  access_token: 'A1', refresh_token: 'R1', token_type: 'bearer', expires_in: 3600, tenant_id: '000000',
  user_id: 'u-teacher', account: 'teacher', nick_name: '王老师', role_id: 'r2', role_type: 'teacher', tgt: 'TGT-abc',
};
const userInfo: UserInfo = {
  user_id: 'u-teacher', tenant_id: '000000', account: 'teacher', nick_name: '王老师', real_name: '王建国',
  role_id: 'r2', role_type: 'teacher', role_name: '教职工', dept_name: '计算机学院', avatar: '',
};
export const loginConfig: LoginConfig = { eduSystemManageIdentityAuth: { status: 1, isSelfCas: 0 }, schoolName: '示范大学' };
export const configMenu: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c2', name: 'addNavigation', title: '导航配置', path: '/userFrameConfig/addNavigation', sort: 2 },
];
const nav = (id: string, navigationName: string, path: string, sort: number): NavigationEntry => ({
  id, navigationName, navigationType: 'ADD', isBuilt: 1, isAuto: 1, path, configPath: '', sort,
});
export const topMenu: NavigationEntry[] = [
  nav('n1', '首页', '/homePage', 1), nav('n2', '服务大厅', '/serviceHall', 2), nav('n3', '效能监督', '/effectivenessSupervision', 3),
  // A registered route whose page is not built: no menu may link to it.
  nav('n4', '全部服务', '/allServices', 4),
];
const footer: FooterInfo = {
  schoolName: '示范大学', copyright: '© 2026 示范大学', address: '学府路 1 号', phone: '010-12345678',
  email: 'it@example.edu.cn', icp: '京ICP备00000000号', links: [{ name: '学校主页', url: 'https://www.example.edu.cn' }],
};

function defaultHandlers(): Record<string, Handler> {
  return {
    authInit: () => loginConfig,
    getTopMenu: () => topMenu,
    getFooterInfo: () => footer,
    getBusinessConfigMenu: () => configMenu,
    // The studio opens homePageConfig on its card types list, through the same client.
    cardTypeList: () => [],
    getUserInfo: () => userInfo,
    indexIndex: () => ({ questionBasciConfig: { robotName: '小服', greeting: '您好', isOpen: 1 } }),
    loginOut: () => null,
    modelLogin: () => loginResult,
    // The home page around the shell: an empty but valid answer for each call it makes.
    getUserApplyCardList: () => ({ cards: [], customised: false }),
    getNavigationUserApplyCardList: () => [],
    quickNavigation: () => [],
    getHoliday: () => ({ today: '2026-11-21', current: null, next: null, holidays: [] }),
    getSchoolCalendar: () => ({
      semester: { id: 's1', name: '2026-2027学年秋季学期', startDate: '2026-09-07', endDate: '2027-01-17' },
      semesters: [], currentWeek: 11, totalWeeks: 19, events: [],
    }),
    getServiceSpecial: () => [],
    getIsShowMsg: () => ({ isShowMsg: false }),
    unreadImportantNotices: () => ({ total: 0, list: [] }),
    // The service directory pages: an empty but valid answer for each call they make on the blade client.
    serverCenterPage: () => ({ records: [], total: 0, current: 1, size: 12 }),
    myCollect: () => [],
    serviceDept: () => [],
    serviceScene: () => [],
    serviceTypeListByUser: () => [],
    getShelfLabel: () => [],
    searchHeatWord: () => [],
    // Instant messages in the shell's top bar: no conversations, a ticket (jsdom has no EventSource to use it).
    getMpList: () => [],
    streamTicket: () => ({ ticket: 't-test', expiresIn: 60, url: '/api/chat/stream?ticket=t-test' }),
    offlineNoPushMsg: () => ({ total: 0, list: [] }),
    themeDetail: () => ({
      themeId: 't1', themeName: '默认蓝', themeColor: '#008cff', themeImg: '', themeImgBorderColor: '', WaitingForMeToHandleBCImg: '',
    }),
  };
}

/** The osp client's calls of the directory pages, answered empty. */
function defaultOspHandlers(): Record<string, Handler> {
  return {
    serviceCount: () => ({ total: 0, application: 0, process: 0, online: 0, offline: 0 }),
    heatService: () => [],
    NewlyLaunched: () => [],
  };
}

function memoryTicket(initial: string | null = null): TicketStore & { value: string | null } {
  const t = {
    value: initial,
    get: () => t.value,
    set: (v: string) => { t.value = v; },
    clear: () => { t.value = null; },
  };
  return t;
}

export interface RenderOptions {
  signedIn?: boolean;
  handlers?: Record<string, Handler>;
  ospHandlers?: Record<string, Handler>;
  ticket?: string | null;
  sessionExpiration?: () => Promise<SessionExpiration>;
  loadAdmin?: (url: string) => Promise<unknown>;
  meta?: Record<string, string>;
  /** Runs on the store before the first render. */
  prepare?: (store: ReturnType<typeof createSessionStore>) => void;
}

/** Renders the real portal on a memory location with fake clients and an in-memory session store. */
export function renderPortal(path: string, opts: RenderOptions = {}) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  if (opts.signedIn) storeSignIn(store, loginResult, Date.now());
  opts.prepare?.(store);
  const blade = fakeClient('blade', { ...defaultHandlers(), ...opts.handlers });
  const osp = fakeClient('osp', { ...defaultOspHandlers(), ...opts.ospHandlers });
  const ticket = memoryTicket(opts.ticket ?? null);
  const redirectTo = vi.fn<(url: string) => void>();
  const services: PortalServices = createPortalServices({
    blade, osp, store, ticket,
    events: createPortalEvents(),
    // By default no SSO session to watch: a ticket-less sign-in (SESS-02 needs a ticket cookie).
    loadSessionExpiration: opts.sessionExpiration ?? (async () => ({ expireTime: 1800, outLogTip: '登录已过期', autoRefresh: true })),
    loadAdmin: opts.loadAdmin ?? (async () => { throw new Error('no admin in this test'); }),
    readMeta: (name) => opts.meta?.[name] ?? null,
    redirectTo,
    langStorage: createMemoryStorage(),
  });
  // record: the history entries, so a test can tell a replace (the last entry changes) from a push (one more).
  const memory = memoryLocation({ path, record: true });
  const portalLocation = withNavigationKey(memory);
  const i18n = createI18n('zh-CN');
  const view = render(<PortalApp services={services} i18n={i18n} location={portalLocation} />);
  /** The history entries, oldest first; the last is the current path with its query. */
  const history = (): string[] => [...memory.history];
  const location = (): string => memory.history[memory.history.length - 1] ?? '';
  /** A navigation as a link would make it (a new history entry). */
  const navigate = async (to: string): Promise<void> => {
    await act(async () => { portalLocation.navigate(to); });
  };
  return { ...view, services, store, blade, ticket, redirectTo, location, history, navigate, i18n };
}

export interface InPortalOptions {
  /** The memory location's first path (with its query). */
  path?: string;
  handlers?: Record<string, Handler>;
  ospHandlers?: Record<string, Handler>;
  /** Signed in with this answer of the sign-in call (default: not signed in). */
  signIn?: LoginResult;
  /** The ticket cookie's value (SESS-02). */
  ticket?: string | null;
  lang?: Lang;
  /** Runs on the store after the sign-in, before the first render. */
  prepare?: (store: SessionStore) => void;
  /** The services' clock. */
  now?: () => number;
}

/**
 * Renders `ui` with what a page of the portal has around it (services on fake clients, i18n, toasts, the memory
 * router), without the rest of the portal. `current()` is the address, `history()` its entries (a replace changes
 * the last, a push adds one), `inputs(name)` the inputs of the calls named `name`, oldest first.
 */
export function renderInPortal(ui: ReactNode, opts: InPortalOptions = {}) {
  const store = createSessionStore({ storage: createMemoryStorage() });
  if (opts.signIn) storeSignIn(store, opts.signIn, Date.now());
  opts.prepare?.(store);
  const blade = fakeClient('blade', opts.handlers ?? {});
  const osp = fakeClient('osp', opts.ospHandlers ?? {});
  const ticket = memoryTicket(opts.ticket ?? null);
  const redirectTo = vi.fn<(url: string) => void>();
  const services = createPortalServices({
    blade, osp, store, ticket, events: createPortalEvents(),
    loadSessionExpiration: async () => ({ expireTime: 1800, outLogTip: '登录已过期', autoRefresh: true }),
    loadAdmin: async () => { throw new Error('no admin in this test'); },
    readMeta: () => null,
    redirectTo,
    langStorage: createMemoryStorage(),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const memory = memoryLocation({ path: opts.path ?? '/', record: true });
  const location = withNavigationKey(memory);
  const view = render(
    <PortalProviders services={services} i18n={createI18n(opts.lang ?? 'zh-CN')}>
      <PortalRouter location={location}>{ui}</PortalRouter>
    </PortalProviders>,
  );
  const history = (): string[] => [...memory.history];
  const current = (): string => memory.history[memory.history.length - 1] ?? '';
  const navigate = async (to: string): Promise<void> => {
    await act(async () => { location.navigate(to); });
  };
  const inputs = (name: string): unknown[] => [...blade.calls, ...osp.calls].filter((c) => c.name === name).map((c) => c.input);
  return { ...view, services, store, blade, osp, ticket, redirectTo, history, current, navigate, inputs };
}

export { SESSION_KEYS };
