import { vi } from 'vitest';
import type { AdminMountProps } from '../../../../../src/portal/features/config-area/admin-contract';
import type { CardView } from '../../../../../src/shared/schema/cards';
import type { ConfigMenuEntry } from '../../../../../src/shared/schema/shell';
import { fakeClients, mountStudioWith } from '../../../../support/studio-harness';

export { tolerateReactAdminPropWarnings as tolerateMuiPropWarnings, unmountAfterEach } from '../../../../support/studio-harness';

const entries: ConfigMenuEntry[] = [
  { id: 'c1', name: 'homePageConfig', title: '首页配置', path: '/userFrameConfig/homePageConfig', sort: 1 },
  { id: 'c2', name: 'cardBusinessConfig', title: '卡片业务配置', path: '/cardBusinessConfig', sort: 2 },
];



export const CARD = {
  id: 'c1', typeId: 't1', cardKind: 'COMMON_SERVICES' as const, cardName: '常用服务', cardIntroduction: '', displayRows: 1,
  url: '', status: 1, sort: 1,
};

export function serviceView(cardName: string, serviceName = '成绩单打印'): CardView {
  return {
    cardId: 'c1', cardKind: 'COMMON_SERVICES', basicConfig: { cardName, cardIntroduction: '', displayRows: 1 }, url: '',
    dataSource: 'Builtin', typeList: [{ id: 'col1', typeName: '热门' }],
    columns: [{
      columnId: 'col1', columnName: '热门', error: null,
      data: {
        kind: 'services', total: 1, items: [{
          serviceId: 's1', serviceName, serviceIcon: '', serviceDeptName: '教务处', serviceSceneName: '', processType: 'ONLINE',
          hasGuide: false, accessWay: '', openWay: 1, serviceUrl: '', visitCount: 3, releaseTime: '2020-01-01T00:00:00Z',
        }],
      },
    }],
    currentStatusBackgroundColor: [], otherInformationList: [],
  };
}

type Handlers = Parameters<typeof fakeClients>[0];

/** The handlers a card's edit page calls, each overridable. */
export function cardHandlers(overrides: Handlers = {}): Handlers {
  return {
    cardTypeList: () => [{ id: 't1', typeName: '办事服务', sort: 1, cardCount: 1 }],
    cardList: () => [CARD],
    cardPreview: (input) => serviceView((input as { draft?: { basicConfig?: { cardName: string } } }).draft?.basicConfig?.cardName ?? CARD.cardName),
    columnList: () => [],
    cardGetAuthConfig: () => ({ cardId: 'c1', roles: [] }),
    getRoleListClass: () => [],
    ...overrides,
  };
}

/** Mounts the studio as the portal does, at `view` inside the entry at `path`. */
export function mountStudio(handlers: Handlers, view: string, path = '/userFrameConfig/homePageConfig') {
  const clients = fakeClients(handlers);
  const props: AdminMountProps = {
    entries, currentPath: path, currentSearch: new URLSearchParams({ view }).toString(), lang: 'zh-CN',
    navigate: vi.fn<AdminMountProps['navigate']>(), clients,
  };
  mountStudioWith(props);
  return clients;
}
