import { lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import {
  CLOSE_DIALOG_EVENT, createDialogStore, openTargetOf, type DialogConfig, type DialogEntry,
} from '../../../shared/state/dialogs';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { LazyBoundary } from '../../components/LazyBoundary';
import { resolveOpenableUrl } from '../../app/service-opener/open-way';
import { ServiceOpenerProvider } from '../../app/service-opener/ServiceOpenerProvider';
import { DialogHostContext, type DialogHost, type OpenDialogInput } from './dialog-host-context';
import { closeDialogMessage, readOpenRequest } from './frame-messages';
import { dialogPagePath } from './frame-paths';
import { createFrameRegistry, type HostedFrame } from './frame-registry';
import { ModelDialogs } from './ModelDialogs';
import { CLOSE_GRACE_MS, dropLeft, mergeShown, type ShownDialog } from './shown-dialogs';
import './texts';

// Loaded when an embedded page asks for a service's details: the shell, the studio's too, does not carry the
// dialog, its guide and ratings (ADR 034). The portal's pages bring the same chunk with them.
const ServiceDetailDialog = lazy(() => import('../service-detail/ServiceDetailDialog').then((m) => ({ default: m.ServiceDetailDialog })));

/** Dialog ids travel in /iframPage?dialog=…: short, no spaces. */
const DIALOG_ID = /^[^\s]{1,64}$/;

/** A configured size, kept within what a screen can show; anything else leaves DLG-03's default. */
function sizeValue(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.round(Math.min(Math.max(value, 200), 4000));
}

function checkedConfig(config: Partial<DialogConfig>): Partial<DialogConfig> {
  const { width, height, ...rest } = config;
  const w = sizeValue(width);
  const h = sizeValue(height);
  return { ...rest, ...(w === undefined ? {} : { width: w }), ...(h === undefined ? {} : { height: h }) };
}

/**
 * One dialog store per signed-in shell (DLG-01 … DLG-03): renders its 'model' entries as modal frames, sends
 * closeDialogEvent to a closing entry's frame, and answers open requests (DLG-02) from the frames this portal
 * hosts — only when the message comes from such a frame's window at the origin it was opened at.
 */
export function DialogHostProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [store] = useState(createDialogStore);
  const [registry] = useState(createFrameRegistry);
  const [entries, setEntries] = useState<readonly DialogEntry[]>(() => store.list());
  const [shown, setShown] = useState<readonly ShownDialog[]>([]);
  const [serviceDetail, setServiceDetail] = useState<string | null>(null);

  useEffect(() => {
    let changes = 0;
    let previous = store.list();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const isModel = (entry: DialogEntry) => entry.config.openType === 'model';
    const offChanged = store.events.on('changed', (list) => {
      const left = previous.some((entry) => isModel(entry) && !list.some((e) => e.id === entry.id && isModel(e)));
      previous = list;
      changes += 1;
      const token = changes;
      setEntries(list);
      setShown((now) => mergeShown(now, list, token));
      if (!left) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((now) => dropLeft(now, token));
      }, CLOSE_GRACE_MS);
      timers.add(timer);
    });
    // DLG-01: the event fires before React removes anything, so the frame is still there to be told.
    const offClosed = store.events.on(CLOSE_DIALOG_EVENT, ({ id, childId }) => {
      const frame = registry.ofDialog(id);
      // The configured origin, never '*': a frame that navigated elsewhere is not told anything.
      frame?.window()?.postMessage(closeDialogMessage(id, childId), frame.origin);
    });
    return () => {
      offChanged();
      offClosed();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [store, registry]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const sender = registry.senderOf(event.source, event.origin);
      if (!sender) return;
      const request = readOpenRequest(event.data);
      if (!request) return;
      const target = openTargetOf(request);
      if (target.kind === 'serviceDetail') {
        setServiceDetail(target.serviceId);
        return;
      }
      // The page changes under the dialog that asked for it: that dialog has done its job.
      const asking = sender.dialogId === undefined ? undefined : store.list().find((e) => e.id === sender.dialogId);
      if (asking?.config.openType === 'model') store.close(asking.id);
      navigate(target.path);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [registry, store, navigate]);

  const open = useCallback((input: OpenDialogInput): boolean => {
    const url = resolveOpenableUrl(input.config.url);
    if (!DIALOG_ID.test(input.id) || url === null) {
      toast.error(t('framePages.refused'));
      return false;
    }
    const entry = store.add({ ...input, config: { ...checkedConfig(input.config), url } });
    if (entry.config.openType === 'page') navigate(dialogPagePath(entry.id));
    return true;
  }, [store, toast, t, navigate]);

  const update = useCallback<DialogHost['update']>((id, patch) => {
    if (patch.config?.url !== undefined) {
      const url = resolveOpenableUrl(patch.config.url);
      if (url === null) {
        toast.error(t('framePages.refused'));
        return;
      }
      store.update(id, { ...patch, config: { ...checkedConfig(patch.config), url } });
      return;
    }
    store.update(id, patch.config ? { ...patch, config: checkedConfig(patch.config) } : patch);
  }, [store, toast, t]);

  const close = useCallback((id: string) => store.close(id), [store]);
  const hostFrame = useCallback((frame: HostedFrame) => registry.add(frame), [registry]);

  const host = useMemo<DialogHost>(() => ({
    entries,
    get: (id) => entries.find((entry) => entry.id === id),
    open,
    update,
    close,
    hostFrame,
  }), [entries, open, update, close, hostFrame]);

  return (
    <DialogHostContext value={host}>
      {children}
      <ModelDialogs shown={shown} onClose={close} />
      {/* Around the details, not inside them: a service opened from its details stays open when they close. */}
      <ServiceOpenerProvider>
        {serviceDetail === null ? null : (
          <LazyBoundary fallback={null}>
            <ServiceDetailDialog serviceId={serviceDetail} visitor={false} onClose={() => setServiceDetail(null)} />
          </LazyBoundary>
        )}
      </ServiceOpenerProvider>
    </DialogHostContext>
  );
}
