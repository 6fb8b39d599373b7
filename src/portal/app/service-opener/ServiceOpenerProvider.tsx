import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { OpenTarget, ServiceItem } from '../../../shared/schema/cards';
import { useServices } from '../services';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { logServiceClick } from './click-log';
import { Dialog } from '../../components/dialog';
import { openingFor, popupFeatures, popupName, readCombStr, resolveOpenableUrl, serviceAddress } from './open-way';
import { ServiceOpenerContext, type OpenableLink, type ServiceOpener } from './service-opener-context';
import './texts';
import './services.css';

interface FrameState { url: string; title: string }

/**
 * What a service page may do inside the in-page dialog: run, submit its forms, open its own pop-ups and downloads.
 * Not navigate the portal's window away (no allow-top-navigation), which a frame-busting page would otherwise do.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals';

/**
 * Provides useServiceOpener() to everything below it and hosts the in-page service dialog (OPEN-01 1001).
 * window.open runs synchronously inside the click that asked for it (nothing is awaited first), so pop-up blockers
 * let the 1002 and 1003 openings through.
 */
export function ServiceOpenerProvider({ children }: { children: ReactNode }) {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const [frame, setFrame] = useState<FrameState | null>(null);

  /** OPEN-01 for an address already checked; false when nothing opened (the user has been told why). */
  const openAt = useCallback((raw: string, address: string | null, openWay: number, title: string, key: string): boolean => {
    const opening = openingFor(openWay);
    if (opening === null) {
      toast.error(t('openService.noType'));
      return false;
    }
    if (address === null) {
      toast.error(t(raw.trim() === '' ? 'openService.noUrl' : 'openService.badUrl'));
      return false;
    }
    if (opening === 'dialog') setFrame({ url: address, title });
    else if (opening === 'popup') window.open(address, popupName(key), popupFeatures(window.screen));
    else window.open(address, '_blank', 'noopener');
    return true;
  }, [toast, t]);

  const openLink = useCallback((link: OpenableLink) => {
    openAt(link.url, resolveOpenableUrl(link.url), link.openWay, link.title, link.key);
  }, [openAt]);

  const openService = useCallback((item: ServiceItem) => {
    const address = serviceAddress(item, readCombStr(s.store));
    const opened = openAt(item.serviceUrl, address, item.openWay, item.serviceName, item.serviceId);
    // OPEN-03 after the opening, so the log can never delay or prevent it.
    if (opened) logServiceClick(s.blade, item.serviceId);
  }, [openAt, s]);

  const openTarget = useCallback((target: OpenTarget, title: string, key: string) => {
    if (target.url.trim() === '') {
      const system = target.systemName || t('openService.unknownSystem');
      toast.error(target.systemContact
        ? t('openService.noTargetUrl', { system, contact: target.systemContact })
        : t('openService.noTargetUrlNoContact', { system }));
      return;
    }
    openAt(target.url, serviceAddress({ serviceUrl: target.url, accessWay: target.accessWay }, readCombStr(s.store)), target.openWay, title, key);
  }, [openAt, s, toast, t]);

  const opener = useMemo<ServiceOpener>(() => ({ openService, openLink, openTarget }), [openService, openLink, openTarget]);

  return (
    <ServiceOpenerContext value={opener}>
      {children}
      {frame ? (
        <Dialog
          size="frame"
          title={frame.title}
          onClose={() => setFrame(null)}
          titleExtra={(
            <a className="sh-dialog__aside-link" href={frame.url} target="_blank" rel="noopener">
              {t('openService.openInTab')}
            </a>
          )}
        >
          <iframe
            className="sh-service-frame"
            src={frame.url}
            title={t('openService.frameLabel', { name: frame.title })}
            sandbox={FRAME_SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Dialog>
      ) : null}
    </ServiceOpenerContext>
  );
}
