import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useServices } from '../../app/services';
import { LoadError, Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { useCall } from '../../lib/use-call';
import { markMessageRead } from '../messages/mark-read';
import { logServiceClick } from '../../app/service-opener/click-log';
import { useOptionalDialogHost } from './dialog-host-context';
import { EmbeddedFrame } from './EmbeddedFrame';
import { dialogPageFrame, resolveFrame, type FrameKind, type FrameResolution } from './frame-sources';
import './frame-pages.css';
import './texts';

export interface FramePageProps {
  kind: FrameKind;
}

/**
 * ROUTE-09: /iframPage, /navIfram, /messageIfrm and /serviceIframPage. Each resolves the id in its query string
 * to the address the server configured (frame-sources.ts) and shows it in a sandboxed frame that fills the content
 * area, under a bar with the page's name, 在新标签页打开 and 返回.
 */
export function FramePage({ kind }: FramePageProps) {
  const search = useSearch();
  // A dialog page follows its entry at once (title, close); every other source is fetched.
  if (kind === 'iframPage' && new URLSearchParams(search).has('dialog')) return <DialogFramePage search={search} />;
  return <FetchedFramePage kind={kind} search={search} />;
}

function DialogFramePage({ search }: { search: string }) {
  const host = useOptionalDialogHost();
  const resolution = dialogPageFrame(new URLSearchParams(search), (id) => host?.get(id));
  // Closed by 返回: the frame stays while the page goes back, so it is not replaced by "not found" for a moment,
  // and its app gets the moment it needs to hear closeDialogEvent.
  const [leavingWith, setLeavingWith] = useState<FrameResolution | null>(null);
  return <FrameResolutionView resolution={leavingWith ?? resolution} onLeave={() => setLeavingWith(resolution)} />;
}

function FetchedFramePage({ kind, search }: { kind: FrameKind; search: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const load = useCallback(
    () => resolveFrame(kind, new URLSearchParams(search), { blade: s.blade, store: s.store, dialog: () => undefined }),
    [kind, search, s],
  );
  const { state, reload } = useCall(load);
  const resolution = state.status === 'success' ? state.data : null;

  // OPEN-03 and MSG-01 once per page shown: a retry or React's double effects in development must not repeat them.
  const done = useRef(new Set<string>());
  useEffect(() => {
    if (resolution?.status !== 'ok') return;
    if (resolution.clickServiceId && !done.current.has(`click:${resolution.clickServiceId}`)) {
      done.current.add(`click:${resolution.clickServiceId}`);
      logServiceClick(s.blade, resolution.clickServiceId);
    }
    if (resolution.unreadMessageId && !done.current.has(`read:${resolution.unreadMessageId}`)) {
      done.current.add(`read:${resolution.unreadMessageId}`);
      // silent: failing to mark it read must not disturb reading it.
      markMessageRead(s, resolution.unreadMessageId, { silent: true }).catch(() => undefined);
    }
  }, [resolution, s]);

  if (state.status === 'loading') return <Loading className="sh-frame-page__state" label={t('framePages.loading')} />;
  if (state.status === 'error') {
    return <LoadError className="sh-frame-page__state" title={t('framePages.loadFailed')} detail={state.error.message} onRetry={reload} />;
  }
  return <FrameResolutionView resolution={state.data} />;
}

function FrameResolutionView({ resolution, onLeave }: { resolution: FrameResolution; onLeave?: () => void }) {
  const { t } = useTranslation();
  const host = useOptionalDialogHost();
  const [, navigate] = useLocation();
  const dialogId = resolution.status === 'ok' ? resolution.dialogId : undefined;

  const goBack = useCallback(() => {
    onLeave?.();
    // 返回 on a dialog page is the user closing it (DLG-01: its frame hears closeDialogEvent).
    if (dialogId !== undefined) host?.close(dialogId);
    // Back where the user came from; a page opened on its own (a new tab) has nowhere to go back to but home.
    if (window.history.length > 1) window.history.back();
    else navigate('/homePage');
  }, [dialogId, host, navigate, onLeave]);

  switch (resolution.status) {
    case 'redirect':
      return <Redirect to={resolution.to} replace />;
    case 'missing':
      return (
        <FrameLayout title={t('framePages.notFound')} onBack={goBack}>
          <p className="sh-frame-page__message">{t('framePages.notFoundBody')}</p>
        </FrameLayout>
      );
    case 'refused':
      return (
        <FrameLayout title={resolution.title || t('framePages.untitled')} onBack={goBack}>
          <div className="sh-frame-page__message sh-frame-page__message--error" role="alert">
            <strong>{t('framePages.refused')}</strong>
            <span>{t('framePages.refusedBody')}</span>
          </div>
        </FrameLayout>
      );
    case 'ok': {
      const title = resolution.titleKey ? t(resolution.titleKey) : resolution.title || t('framePages.untitled');
      return (
        <FrameLayout title={title} url={resolution.url} onBack={goBack}>
          <EmbeddedFrame
            key={resolution.url}
            className="sh-frame-page__frame"
            url={resolution.url}
            title={title}
            {...(dialogId === undefined ? {} : { dialogId })}
          />
        </FrameLayout>
      );
    }
  }
}

/** The title bar (name, 在新标签页打开, 返回) over the page's content. */
function FrameLayout({ title, url, onBack, children }: { title: string; url?: string; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="sh-frame-page" aria-labelledby={headingId}>
      <div className="sh-frame-page__bar">
        <h1 id={headingId} className="sh-frame-page__title">{title}</h1>
        <div className="sh-frame-page__actions">
          {url ? (
            <a className="sh-frame-page__tab" href={url} target="_blank" rel="noopener noreferrer">{t('framePages.openInTab')}</a>
          ) : null}
          <button type="button" className="sh-frame-page__back" onClick={onBack}>{t('framePages.back')}</button>
        </div>
      </div>
      {children}
    </section>
  );
}
