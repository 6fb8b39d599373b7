import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OpenTarget, ServiceItem } from '../../../shared/schema/cards';
import type { OpenCheckAnswer, OpenCheckRequest } from '../../../shared/schema/open-check';
import { useServices } from '../services';
import { checkAddress, openBlank } from './address-check';
import { useToast } from '../../components/toast-context';
import { useTranslation } from '../../lib/i18n-react';
import { logServiceClick } from './click-log';
import { Dialog } from '../../components/dialog';
import { openingFor, popupFeatures, popupName, readCombStr, resolveOpenableUrl, serviceAddress } from './open-way';
import { ServiceOpenerContext, type OpenableLink, type ServiceOpener } from './service-opener-context';
import './texts';
import './services.css';

/** The in-page dialog: connecting (ADR 031), the frame, or why the address cannot be opened. */
type FrameState =
  | { url: string; title: string; state: 'checking' }
  | { url: string; title: string; state: 'ready' }
  | { url: string; title: string; state: 'unreachable'; systemName: string; contact: string };

/**
 * What a service page may do inside the in-page dialog: run, submit its forms, open its own pop-ups and downloads.
 * Not navigate the portal's window away (no allow-top-navigation), which a frame-busting page would otherwise do.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals';

/**
 * Provides useServiceOpener() to everything below it and hosts the in-page service dialog (OPEN-01 1001).
 * window.open runs synchronously inside the click that asked for it (nothing is awaited first; a blank page while the
 * address is checked, ADR 031), so pop-up blockers let the 1002 and 1003 openings through.
 */
export function ServiceOpenerProvider({ children }: { children: ReactNode }) {
  const s = useServices();
  const toast = useToast();
  const { t } = useTranslation();
  const [frame, setFrame] = useState<FrameState | null>(null);
  /** Counts openings, so a late check answer for an earlier one changes nothing. */
  const attempts = useRef(0);

  /**
   * OPEN-01 for an address already checked by resolveOpenableUrl; false when nothing opened (the user has been told
   * why). With `item`, the server first says whether the address answers (ADR 031): the dialog shows 正在连接 meanwhile
   * and a pop-up or tab waits on a blank page; an address that does not answer shows who to ask instead.
   */
  const openAt = useCallback((raw: string, address: string | null, openWay: number, title: string, key: string, item?: OpenCheckRequest): boolean => {
    const opening = openingFor(openWay);
    if (opening === null) {
      toast.error(t('openService.noType'));
      return false;
    }
    if (address === null) {
      toast.error(t(raw.trim() === '' ? 'openService.noUrl' : 'openService.badUrl'));
      return false;
    }
    const attempt = ++attempts.current;
    const checked = item !== undefined && s.auth.isSignedIn();
    const unreachable = (answer: OpenCheckAnswer) => setFrame({ url: address, title, state: 'unreachable', systemName: answer.systemName, contact: answer.contact });
    if (opening === 'dialog') {
      setFrame({ url: address, title, state: checked ? 'checking' : 'ready' });
      if (checked) {
        void checkAddress(s, item).then((answer) => {
          // A dialog closed or replaced meanwhile is left alone.
          if (attempts.current !== attempt) return;
          if (answer?.verdict === 'unreachable') unreachable(answer);
          else setFrame({ url: address, title, state: 'ready' });
        });
      }
      return true;
    }
    const name = opening === 'popup' ? popupName(key) : '_blank';
    const features = opening === 'popup' ? popupFeatures(window.screen) : 'noopener';
    if (!checked) {
      window.open(address, name, features);
      return true;
    }
    const blank = openBlank(name, features);
    void checkAddress(s, item).then((answer) => {
      if (answer?.verdict === 'unreachable') {
        blank?.close();
        unreachable(answer);
      } else if (blank) blank.location.replace(address);
      else window.open(address, name, features);
    });
    return true;
  }, [s, toast, t]);

  const openLink = useCallback((link: OpenableLink) => {
    openAt(link.url, resolveOpenableUrl(link.url), link.openWay, link.title, link.key);
  }, [openAt]);

  const openService = useCallback((item: ServiceItem) => {
    const address = serviceAddress(item, readCombStr(s.store));
    const opened = openAt(item.serviceUrl, address, item.openWay, item.serviceName, item.serviceId, { kind: 'service', id: item.serviceId });
    // OPEN-03 after the opening, so the log can never delay or prevent it.
    if (opened) logServiceClick(s.blade, item.serviceId);
  }, [openAt, s]);

  const openTarget = useCallback((target: OpenTarget, title: string, key: string, item?: OpenCheckRequest) => {
    if (target.url.trim() === '') {
      const system = target.systemName || t('openService.unknownSystem');
      toast.error(target.systemContact
        ? t('openService.noTargetUrl', { system, contact: target.systemContact })
        : t('openService.noTargetUrlNoContact', { system }));
      return;
    }
    openAt(target.url, serviceAddress({ serviceUrl: target.url, accessWay: target.accessWay }, readCombStr(s.store)), target.openWay, title, key, item);
  }, [openAt, s, toast, t]);

  const opener = useMemo<ServiceOpener>(() => ({ openService, openLink, openTarget }), [openService, openLink, openTarget]);

  return (
    <ServiceOpenerContext value={opener}>
      {children}
      {frame ? (
        <Dialog
          size="frame"
          title={frame.title}
          onClose={() => {
            attempts.current += 1;
            setFrame(null);
          }}
          titleExtra={(
            <a className="sh-dialog__aside-link" href={frame.url} target="_blank" rel="noopener">
              {t('openService.openInTab')}
            </a>
          )}
        >
          {frame.state === 'ready' ? (
            <iframe
              className="sh-service-frame"
              src={frame.url}
              title={t('openService.frameLabel', { name: frame.title })}
              sandbox={FRAME_SANDBOX}
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : frame.state === 'checking' ? (
            <p className="sh-service-frame sh-service-frame--note" role="status">{t('openService.checking', { name: frame.title })}</p>
          ) : (
            <div className="sh-service-frame sh-service-frame--note" role="alert">
              <p className="sh-service-unreachable__title">{t('openService.unreachableTitle', { name: frame.title })}</p>
              <p>{t('openService.unreachable', { system: frame.systemName || t('openService.unknownSystem') })}</p>
              <p>{frame.contact ? t('openService.unreachableContact', { contact: frame.contact }) : t('openService.unreachableNoContact')}</p>
            </div>
          )}
        </Dialog>
      ) : null}
    </ServiceOpenerContext>
  );
}
