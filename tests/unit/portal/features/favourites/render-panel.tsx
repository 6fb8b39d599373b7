import { vi } from 'vitest';
import { ApiError } from '../../../../../src/shared/api/client-types';
import type { Lang } from '../../../../../src/shared/i18n';
import type { ServiceItem } from '../../../../../src/shared/schema/cards';
import type { DirectoryItem } from '../../../../../src/shared/schema/directory';
import { FavouritesPanel } from '../../../../../src/portal/features/favourites';
import { renderInPortal, type Handler } from '../../../../support/portal-harness';

export function favourite(serviceId: string, serviceName: string, extra: Partial<DirectoryItem> = {}): DirectoryItem {
  return {
    serviceId, serviceName, serviceIcon: '', serviceDeptName: '教务处', serviceSceneName: '学业', processType: 'ONLINE',
    hasGuide: true, accessWay: '2', openWay: 1003, serviceUrl: `https://ehall.example.edu.cn/${serviceId}`, visitCount: 3,
    releaseTime: '2026-01-01T00:00:00Z', serviceType: 'APPLICATION', ratingAvg: 4.5, ratingCount: 2, collected: true, ...extra,
  };
}

/** The server's favourites as the real one keeps them: changeOrder must name exactly the current ones. */
export function favouritesServer(initial: DirectoryItem[]) {
  let list = initial.slice();
  const orders: string[][] = [];
  const handlers: Record<string, Handler> = {
    myCollect: () => list.slice(),
    changeOrder: (input) => {
      const ids = (input as { serviceIds: string[] }).serviceIds;
      orders.push(ids);
      const current = list.map((item) => item.serviceId);
      if (ids.length !== current.length || [...ids].sort().join() !== [...current].sort().join()) {
        throw new ApiError(400, '排序列表与当前收藏不一致，请刷新后重试');
      }
      list = ids.map((id) => list.find((item) => item.serviceId === id)!);
      return list.slice();
    },
    cancelCollect: (input) => {
      const { serviceId } = input as { serviceId: string };
      list = list.filter((item) => item.serviceId !== serviceId);
      return { serviceId, collected: false };
    },
  };
  return {
    handlers,
    orders,
    ids: () => list.map((item) => item.serviceId),
    /** Another tab or device changes the favourites behind the panel's back. */
    replace: (next: DirectoryItem[]) => { list = next.slice(); },
  };
}

export function renderPanel(handlers: Record<string, Handler>, options: { lang?: Lang } = {}) {
  const onOpenService = vi.fn<(item: ServiceItem) => void>();
  const onShowDetail = vi.fn<(serviceId: string) => void>();
  const onChanged = vi.fn<() => void>();
  const view = renderInPortal(
    <main>
      <FavouritesPanel onOpenService={onOpenService} onShowDetail={onShowDetail} onChanged={onChanged} />
    </main>,
    { handlers, ...(options.lang ? { lang: options.lang } : {}) },
  );
  return { ...view, onOpenService, onShowDetail, onChanged };
}
