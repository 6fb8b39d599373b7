import { useCallback, useState } from 'react';
import type { CallDef, CallResult } from '../../../shared/api/catalogue/define-call';
import { useCallQuery, useInvalidateCalls } from '../../data-provider/use-call';
import { usePreviewRoles } from './preview-roles';

type DraftLoad<D> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; doc: D };

/**
 * A configuration area's draft document as a page edits it, read with `call` (input `{}`) through the studio's
 * DataProvider and picked out of the answer by `select`: `reload` reads it again, `edits` counts the page's saves
 * so the draft bar reads the draft state again, `generation` counts drafts the bar replaced.
 *
 * @example
 * const { load, roles, edits, changed, replaced } = useDraftDocument(themeStudio.draft, (state) => state.body);
 */
export function useDraftDocument<C extends CallDef, D>(call: C, select: (answer: CallResult<C>) => D) {
  const query = useCallQuery(call, {} as never);
  const roles = usePreviewRoles();
  const invalidate = useInvalidateCalls();
  const [edits, setEdits] = useState(0);
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => invalidate(call), [call, invalidate]);

  const changed = useCallback(() => {
    setEdits((n) => n + 1);
    void reload();
  }, [reload]);

  /** The draft bar replaced the draft (publish, discard, rollback): it reads its own state, the page only its view. */
  const replaced = useCallback(() => {
    setGeneration((n) => n + 1);
    void reload();
  }, [reload]);

  const load: DraftLoad<D> = query.isError ? { kind: 'failed', message: query.error.message }
    : query.data === undefined ? { kind: 'loading' } : { kind: 'ready', doc: select(query.data) };
  return { load, roles, edits, generation, reload, changed, replaced };
}
