import { useCallback, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import {
  applyNavigationIdentities, applyNavigationOrder, navigationConfigList, navigationConfigRemove,
} from '../../../shared/api/catalogue/navigation-config';
import { CUSTOM_NAVIGATION, MAX_CUSTOM_NAVIGATIONS, type NavigationConfigItem } from '../../../shared/schema/navigation-config';
import type { PreviewRole } from '../../components/drafts';
import { useCallMutation, useCallQuery, useInvalidateCalls, useWriteAnswer } from '../../data-provider/use-call';

type NavigationLoad = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

const NO_ITEMS: NavigationConfigItem[] = [];
const NO_ROLES: PreviewRole[] = [];

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The draft's navigation entries as the page shows them, the tenant's roles (for the form and the preview) and the
 * edits that change the list itself (order, removal). `edits` counts every draft change, for the draft bar.
 */
export function useNavigation() {
  const list = useCallQuery(navigationConfigList, {});
  const items = list.data ?? NO_ITEMS;
  const first = items[0];
  // Every entry's identity list names every role of the tenant; the first entry's is enough.
  const identities = useCallQuery(applyNavigationIdentities, { id: first?.id ?? '' }, { enabled: first !== undefined, keepPrevious: true });
  const invalidate = useInvalidateCalls();
  const write = useWriteAnswer();
  const order = useCallMutation(applyNavigationOrder);
  const removal = useCallMutation(navigationConfigRemove);
  const [edits, setEdits] = useState(0);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);

  const reload = useCallback(() => invalidate(navigationConfigList, applyNavigationIdentities), [invalidate]);
  const changed = useCallback(() => { setEdits((n) => n + 1); }, []);

  /** Moves `activeId` to where `overId` is and saves the whole order; a refused order puts the list back. */
  const reorder = useCallback(async (activeId: string, overId: string) => {
    const from = items.findIndex((item) => item.id === activeId);
    const to = items.findIndex((item) => item.id === overId);
    if (from < 0 || to < 0 || from === to) return;
    const next = arrayMove(items, from, to);
    await write(navigationConfigList, {}, next);
    setOrderFailure(null);
    try {
      await write(navigationConfigList, {}, await order.mutateAsync({ ids: next.map((item) => item.id) }));
      changed();
    } catch (error) {
      await write(navigationConfigList, {}, items);
      setOrderFailure(messageOf(error));
    }
  }, [changed, items, order, write]);

  const remove = useCallback(async (id: string) => {
    await removal.mutateAsync({ id });
    await write(navigationConfigList, {}, items.filter((item) => item.id !== id));
    changed();
  }, [changed, items, removal, write]);

  const load: NavigationLoad = list.isError ? { kind: 'failed', message: messageOf(list.error) }
    : list.data === undefined ? { kind: 'loading' } : { kind: 'ready' };
  const roles = identities.data?.map((r) => ({ id: r.roleId, name: r.roleName })) ?? NO_ROLES;
  const customCount = items.filter((item) => item.isBuilt === CUSTOM_NAVIGATION).length;
  return {
    items, load, roles, edits, orderFailure, reload, reorder, remove, changed,
    atLimit: customCount >= MAX_CUSTOM_NAVIGATIONS,
    dismissOrderFailure: () => { setOrderFailure(null); },
  };
}
