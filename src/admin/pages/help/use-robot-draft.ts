import { useCallback, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { robotBaseDetail, sceneAdminList, sceneOrder, sceneRemove } from '../../../shared/api/catalogue/help-config';
import type { SceneAdminItem } from '../../../shared/schema/help-config';
import { usePreviewRoles } from '../../components/drafts';
import { useCallMutation, useCallQuery, useInvalidateCalls, useWriteAnswer } from '../../data-provider/use-call';
import { messageOf } from './server-errors';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

const NO_SCENES: SceneAdminItem[] = [];

/**
 * The draft's robot config and scenes as the page shows them, the tenant's roles for the preview, and the edits
 * that change the scene list itself (order, removal). `edits` counts every draft change, for the draft bar.
 */
export function useRobotDraft() {
  const baseQuery = useCallQuery(robotBaseDetail, {});
  const scenesQuery = useCallQuery(sceneAdminList, {});
  const roles = usePreviewRoles();
  const invalidate = useInvalidateCalls();
  const write = useWriteAnswer();
  const order = useCallMutation(sceneOrder);
  const removal = useCallMutation(sceneRemove);
  const [edits, setEdits] = useState(0);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  const scenes = scenesQuery.data ?? NO_SCENES;

  const reload = useCallback(() => invalidate(robotBaseDetail, sceneAdminList), [invalidate]);
  const changed = useCallback(() => { setEdits((n) => n + 1); }, []);

  /** Moves `activeId` to where `overId` is and saves the whole order; a refused order puts the list back. */
  const reorder = useCallback(async (activeId: string, overId: string): Promise<boolean> => {
    const from = scenes.findIndex((s) => s.id === activeId);
    const to = scenes.findIndex((s) => s.id === overId);
    if (from < 0 || to < 0 || from === to) return false;
    const next = arrayMove(scenes, from, to);
    await write(sceneAdminList, {}, next);
    setOrderFailure(null);
    try {
      await write(sceneAdminList, {}, await order.mutateAsync({ ids: next.map((s) => s.id) }));
      changed();
      return true;
    } catch (error) {
      await write(sceneAdminList, {}, scenes);
      setOrderFailure(messageOf(error));
      return false;
    }
  }, [changed, order, scenes, write]);

  const remove = useCallback(async (id: string) => {
    await removal.mutateAsync({ id });
    await write(sceneAdminList, {}, scenes.filter((s) => s.id !== id));
    changed();
  }, [changed, removal, scenes, write]);

  const failure = baseQuery.error ?? scenesQuery.error;
  const load: Load = failure ? { kind: 'failed', message: messageOf(failure) }
    : baseQuery.data === undefined || scenesQuery.data === undefined ? { kind: 'loading' } : { kind: 'ready' };
  return {
    base: baseQuery.data ?? null, scenes, roles, load, edits, orderFailure, reload, reorder, remove, changed,
    dismissOrderFailure: () => { setOrderFailure(null); },
  };
}
