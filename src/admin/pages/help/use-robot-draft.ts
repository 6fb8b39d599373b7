import { useCallback, useEffect, useRef, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { robotBaseDetail, sceneAdminList, sceneOrder, sceneRemove } from '../../../shared/api/catalogue/help-config';
import type { ApiClient } from '../../../shared/api/client-types';
import type { RobotBase, SceneAdminItem } from '../../../shared/schema/help-config';
import { loadRoles, type PreviewRole } from '../../components/drafts';
import { messageOf } from './server-errors';

const SILENT = { silent: true } as const;

export type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/**
 * The draft's robot config and scenes as the page shows them, the tenant's roles for the preview, and the edits
 * that change the scene list itself (order, removal). `edits` counts every draft change, for the draft bar.
 */
export function useRobotDraft(client: ApiClient) {
  const [base, setBase] = useState<RobotBase | null>(null);
  const [scenes, setScenes] = useState<SceneAdminItem[]>([]);
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [edits, setEdits] = useState(0);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const [nextBase, nextScenes] = await Promise.all([client.call(robotBaseDetail, {}, SILENT), client.call(sceneAdminList, {}, SILENT)]);
      if (mine !== seq.current) return;
      setBase(nextBase);
      setScenes(nextScenes);
      setLoad({ kind: 'ready' });
    } catch (error) {
      if (mine === seq.current) setLoad({ kind: 'failed', message: messageOf(error) });
    }
  }, [client]);

  useEffect(() => { void reload(); }, [reload]);
  // Roles only serve the preview: the page shows without them, and without them the preview offers none.
  useEffect(() => {
    let live = true;
    loadRoles(client).then((list) => { if (live) setRoles(list); }, () => { if (live) setRoles([]); });
    return () => { live = false; };
  }, [client]);

  const changed = useCallback(() => { setEdits((n) => n + 1); }, []);

  /** Moves `activeId` to where `overId` is and saves the whole order; a refused order puts the list back. */
  const reorder = useCallback(async (activeId: string, overId: string): Promise<boolean> => {
    const from = scenes.findIndex((s) => s.id === activeId);
    const to = scenes.findIndex((s) => s.id === overId);
    if (from < 0 || to < 0 || from === to) return false;
    const before = scenes;
    const next = arrayMove(scenes, from, to);
    setScenes(next);
    setOrderFailure(null);
    try {
      setScenes(await client.call(sceneOrder, { ids: next.map((s) => s.id) }, SILENT));
      changed();
      return true;
    } catch (error) {
      setScenes(before);
      setOrderFailure(messageOf(error));
      return false;
    }
  }, [changed, client, scenes]);

  const remove = useCallback(async (id: string) => {
    await client.call(sceneRemove, { id }, SILENT);
    setScenes((list) => list.filter((s) => s.id !== id));
    changed();
  }, [changed, client]);

  return { base, scenes, roles, load, edits, orderFailure, reload, reorder, remove, changed, dismissOrderFailure: () => { setOrderFailure(null); } };
}
