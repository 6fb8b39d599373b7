import { useCallback, useEffect, useRef, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import {
  applyNavigationIdentities, applyNavigationOrder, navigationConfigList, navigationConfigRemove,
} from '../../../shared/api/catalogue/navigation-config';
import type { ApiClient } from '../../../shared/api/client-types';
import { CUSTOM_NAVIGATION, MAX_CUSTOM_NAVIGATIONS, type NavigationConfigItem } from '../../../shared/schema/navigation-config';
import type { PreviewRole } from '../../components/drafts';

const SILENT = { silent: true } as const;

export type NavigationLoad = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The draft's navigation entries as the page shows them, the tenant's roles (for the form and the preview) and the
 * edits that change the list itself (order, removal). `edits` counts every draft change, for the draft bar.
 */
export function useNavigation(client: ApiClient) {
  const [items, setItems] = useState<NavigationConfigItem[]>([]);
  const [load, setLoad] = useState<NavigationLoad>({ kind: 'loading' });
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const [edits, setEdits] = useState(0);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const list = await client.call(navigationConfigList, {}, SILENT);
      if (mine !== seq.current) return;
      setItems(list);
      setLoad({ kind: 'ready' });
      const first = list[0];
      // Every entry's identity list names every role of the tenant; the first entry's is enough.
      if (first) {
        const identities = await client.call(applyNavigationIdentities, { id: first.id }, SILENT);
        if (mine === seq.current) setRoles(identities.map((r) => ({ id: r.roleId, name: r.roleName })));
      }
    } catch (error) {
      if (mine === seq.current) setLoad({ kind: 'failed', message: messageOf(error) });
    }
  }, [client]);

  useEffect(() => { void reload(); }, [reload]);

  const changed = useCallback(() => { setEdits((n) => n + 1); }, []);

  /** Moves `activeId` to where `overId` is and saves the whole order; a refused order puts the list back. */
  const reorder = useCallback(async (activeId: string, overId: string) => {
    const from = items.findIndex((item) => item.id === activeId);
    const to = items.findIndex((item) => item.id === overId);
    if (from < 0 || to < 0 || from === to) return;
    const before = items;
    const next = arrayMove(items, from, to);
    setItems(next);
    setOrderFailure(null);
    try {
      setItems(await client.call(applyNavigationOrder, { ids: next.map((item) => item.id) }, SILENT));
      changed();
    } catch (error) {
      setItems(before);
      setOrderFailure(messageOf(error));
    }
  }, [changed, client, items]);

  const remove = useCallback(async (id: string) => {
    await client.call(navigationConfigRemove, { id }, SILENT);
    setItems((list) => list.filter((item) => item.id !== id));
    changed();
  }, [changed, client]);

  const customCount = items.filter((item) => item.isBuilt === CUSTOM_NAVIGATION).length;
  return {
    items, load, roles, edits, orderFailure, reload, reorder, remove, changed,
    atLimit: customCount >= MAX_CUSTOM_NAVIGATIONS,
    dismissOrderFailure: () => { setOrderFailure(null); },
  };
}
