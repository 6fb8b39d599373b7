import { useCallback, useEffect, useRef, useState } from 'react';
import { preLoginColumnDetail } from '../../../shared/api/catalogue/prelogin-config';
import type { ApiClient } from '../../../shared/api/client-types';
import type { PreLoginDocument } from '../../../shared/schema/prelogin-config';
import { loadRoles, type PreviewRole } from '../../components/drafts';
import { messageOf } from '../../components/drafts/errors';

const SILENT = { silent: true } as const;

export type DraftLoad<D> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; doc: D };

/**
 * A configuration area's draft document as a page edits it: `reload` reads it again, `edits` counts the page's
 * saves so the draft bar reads the draft state again, `generation` counts drafts the bar replaced.
 */
export function useDraftDocument<D>(client: ApiClient, read: (client: ApiClient) => Promise<D>) {
  const [load, setLoad] = useState<DraftLoad<D>>({ kind: 'loading' });
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const [edits, setEdits] = useState(0);
  const [generation, setGeneration] = useState(0);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const doc = await read(client);
      if (mine === seq.current) setLoad({ kind: 'ready', doc });
    } catch (error) {
      if (mine === seq.current) setLoad({ kind: 'failed', message: messageOf(error) });
    }
  }, [client, read]);

  useEffect(() => { void reload(); }, [reload]);
  useEffect(() => {
    // A preview without roles only loses the role picker; the page works without it.
    loadRoles(client).then(setRoles, () => { setRoles([]); });
  }, [client]);

  const changed = useCallback(() => {
    setEdits((n) => n + 1);
    void reload();
  }, [reload]);

  /** The draft bar replaced the draft (publish, discard, rollback): it reads its own state, the page only its view. */
  const replaced = useCallback(() => {
    setGeneration((n) => n + 1);
    void reload();
  }, [reload]);

  return { load, roles, edits, generation, reload, changed, replaced };
}

export const readPreLoginDraft = (client: ApiClient): Promise<PreLoginDocument> => client.call(preLoginColumnDetail, {}, SILENT);
