import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import { CENTRE_CALLS } from '../../../shared/api/catalogue/centre-config';
import type { Centre, CentreSettings, PinnedService } from '../../../shared/schema/centre-config';
import { DraftBar, loadRoles, type ChangeLabels, type PreviewRole } from '../../components/drafts';
import { useStudioProps } from '../../studio-props';
import { messageOf } from '../help/server-errors';
import { CentrePreview } from './CentrePreview';
import { CentreSettingsForm } from './CentreSettingsForm';
import { PinnedList } from './PinnedList';
import { useCentreTexts } from './texts';

const SILENT = { silent: true } as const;

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; settings: CentreSettings };

/**
 * A service centre's configuration (serviceHallConfig, processServiceCenterConfig, applicationServiceCenterConfig):
 * page settings and pinned services over the centre's draft, with the draft bar to preview, publish and roll back.
 */
export function CentrePage({ centre }: { centre: Centre }) {
  const t = useCentreTexts();
  const notify = useNotify();
  const { blade } = useStudioProps().clients;
  const calls = CENTRE_CALLS[centre];
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [pinned, setPinned] = useState<PinnedService[]>([]);
  const [roles, setRoles] = useState<PreviewRole[]>([]);
  const [edits, setEdits] = useState(0);
  const [pinFailure, setPinFailure] = useState<string | null>(null);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    seq.current += 1;
    const mine = seq.current;
    try {
      const detail = await blade.call(calls.detail, {}, SILENT);
      if (mine !== seq.current) return;
      setPinned(detail.pinned);
      setLoad({ kind: 'ready', settings: detail.settings });
    } catch (error) {
      if (mine === seq.current) setLoad({ kind: 'failed', message: messageOf(error) });
    }
  }, [blade, calls]);

  useEffect(() => { void reload(); }, [reload]);
  // Roles only serve the preview: the page shows without them, and without them the preview offers none.
  useEffect(() => {
    let live = true;
    loadRoles(blade).then((list) => { if (live) setRoles(list); }, () => { if (live) setRoles([]); });
    return () => { live = false; };
  }, [blade]);

  /** Saves the whole pinned list; a refused list puts the previous one back. */
  const savePinned = useCallback(async (next: PinnedService[]) => {
    const before = pinned;
    setPinned(next);
    setPinFailure(null);
    try {
      setPinned(await blade.call(calls.pinned, { ids: next.map((p) => p.serviceId) }, SILENT));
      setEdits((n) => n + 1);
      notify(t.orderSaved, { type: 'info' });
    } catch (error) {
      setPinned(before);
      setPinFailure(messageOf(error));
    }
  }, [blade, calls, notify, pinned, t]);

  const area = useMemo(() => ({ calls: calls.studio, client: blade }), [blade, calls]);
  const labels = useMemo<ChangeLabels>(() => {
    const fields: Record<string, string> = {
      title: t.title, subtitle: t.subtitle, filters: t.filtersLabel, showShelfTabs: t.showShelfTabs, defaultSort: t.defaultSort, pinnedServiceIds: t.pinned, ...t.filters,
    };
    return { nameOf: () => undefined, fieldLabel: (key) => fields[key] };
  }, [t]);

  if (load.kind === 'loading') return <CircularProgress aria-label={t.titles[centre]} sx={{ m: 3 }} />;
  if (load.kind === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t.retry}</Button>}>{t.loadFailed}：{load.message}</Alert>;
  }

  // The layout names the entry (h1) and, for the hall, offers 帮助与反馈 as a tab beside this page.
  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(view) => <CentrePreview centre={centre} view={view} />} onDraftReplaced={() => { void reload(); }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <CentreSettingsForm key={JSON.stringify(load.settings)} client={blade} calls={calls} settings={load.settings}
          onSaved={() => { setEdits((n) => n + 1); void reload(); }} />
        <PinnedList client={blade} calls={calls} pinned={pinned} failure={pinFailure} onDismissFailure={() => { setPinFailure(null); }}
          onChange={(next) => { void savePinned(next); }} />
      </Box>
    </Box>
  );
}
