import { vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import type { Lang } from '../../../../../src/shared/i18n';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith } from '../../../../support/studio-harness';

export { tolerateReactAdminPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c2', name: 'addNavigation', title: '导航配置', path: '/userFrameConfig/addNavigation', sort: 2 },
];



/** The studio as the portal mounts it, on the navigation page, over fake clients answering by call name. */
export function mountNavigation(handlers: Record<string, (input: unknown) => unknown>, lang: Lang = 'zh-CN') {
  const clients = fakeClients(handlers);
  const props: AdminMountProps = {
    entries, currentPath: '/userFrameConfig/addNavigation', currentSearch: '', lang, navigate: vi.fn(), clients,
  };
  mountStudioWith(props);
  return { clients };
}

/** The names in the left list, in order. */
export function shownOrder(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('li[data-navigation-id]')).map((li) => li.dataset.navigationId ?? '');
}
