import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import { CENTRE_CALLS } from '../../../shared/api/catalogue/centre-config';
import type { Centre, PinnedService } from '../../../shared/schema/centre-config';
import { DraftBar, usePreviewRoles, type ChangeLabels } from '../../components/drafts';
import { useCallMutation, useCallQuery, useInvalidateCalls, useWriteAnswer } from '../../data-provider/use-call';
import { messageOf } from '../help/server-errors';
import { CentrePreview } from './CentrePreview';
import { CentreSettingsForm } from './CentreSettingsForm';
import { PinnedList } from './PinnedList';
import './texts';
import { useStudioTranslation } from '../../i18n/use-studio-translation';

/**
 * A service centre's configuration (serviceHallConfig, processServiceCenterConfig, applicationServiceCenterConfig):
 * page settings and pinned services over the centre's draft, with the draft bar to preview, publish and roll back.
 */
export function CentrePage({ centre }: { centre: Centre }) {
  const { t } = useStudioTranslation();
  const notify = useNotify();
  const calls = CENTRE_CALLS[centre];
  const detail = useCallQuery(calls.detail, {});
  // Roles only serve the preview: the page shows without them, and without them the preview offers none.
  const roles = usePreviewRoles();
  const invalidate = useInvalidateCalls();
  const write = useWriteAnswer();
  const pin = useCallMutation(calls.pinned);
  const [edits, setEdits] = useState(0);
  const [pinFailure, setPinFailure] = useState<string | null>(null);

  const reload = useCallback(() => invalidate(calls.detail), [calls, invalidate]);

  /** Saves the whole pinned list; a refused list puts the previous one back. */
  const savePinned = useCallback(async (next: PinnedService[]) => {
    const shown = detail.data;
    if (!shown) return;
    await write(calls.detail, {}, { ...shown, pinned: next });
    setPinFailure(null);
    try {
      const saved = await pin.mutateAsync({ ids: next.map((p) => p.serviceId) });
      await write(calls.detail, {}, { ...shown, pinned: saved });
      setEdits((n) => n + 1);
      notify(t('centres.orderSaved'), { type: 'info' });
    } catch (error) {
      await write(calls.detail, {}, shown);
      setPinFailure(messageOf(error));
    }
  }, [calls, detail.data, notify, pin, t, write]);

  const area = useMemo(() => ({ calls: calls.studio }), [calls]);
  const labels = useMemo<ChangeLabels>(() => {
    const fields: Record<string, string> = {
      title: t('centres.title'), subtitle: t('centres.subtitle'), filters: t('centres.filtersLabel'), showShelfTabs: t('centres.showShelfTabs'), defaultSort: t('centres.defaultSort'), pinnedServiceIds: t('centres.pinned'),
      dept: t('centres.filters.dept'), scene: t('centres.filters.scene'), type: t('centres.filters.type'), processType: t('centres.filters.processType'),
    };
    return { nameOf: () => undefined, fieldLabel: (key) => fields[key] };
  }, [t]);

  if (detail.isError) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { void reload(); }}>{t('centres.retry')}</Button>}>{t('centres.loadFailed')}：{messageOf(detail.error)}</Alert>;
  }
  if (detail.data === undefined) return <CircularProgress aria-label={t(`centres.titles.${centre}`)} sx={{ m: 3 }} />;
  const { settings, pinned } = detail.data;

  // The layout names the entry (h1) and, for the hall, offers 帮助与反馈 as a tab beside this page.
  return (
    <Box sx={{ py: 1 }}>
      <DraftBar area={area} editHint={edits} roles={roles} labels={labels}
        renderPreview={(view) => <CentrePreview centre={centre} view={view} />} onDraftReplaced={() => { void reload(); }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <CentreSettingsForm key={JSON.stringify(settings)} calls={calls} settings={settings}
          onSaved={() => { setEdits((n) => n + 1); void reload(); }} />
        <PinnedList calls={calls} pinned={pinned} failure={pinFailure} onDismissFailure={() => { setPinFailure(null); }}
          onChange={(next) => { void savePinned(next); }} />
      </Box>
    </Box>
  );
}
