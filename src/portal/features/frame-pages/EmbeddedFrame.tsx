import { useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/AsyncStates';
import { useTranslation } from '../../lib/i18n-react';
import { FRAME_SANDBOX } from '../../app/service-opener/ServiceOpenerProvider';
import { useOptionalDialogHost } from './dialog-host-context';
import { frameOrigin } from './frame-messages';
import './texts';

/**
 * How long a frame may load before the hint shows. A browser says nothing to the embedding page when a site
 * refuses to be framed (X-Frame-Options, frame-ancestors) or answers an error page, so time is the only sign.
 */
export const FRAME_SLOW_MS = 15_000;

export interface EmbeddedFrameProps {
  /** An openable address (resolveOpenableUrl): configured, never from the query string. */
  url: string;
  /** The page's name: the frame's accessible name is built from it. */
  title: string;
  /** The dialog the frame shows (DLG-01: its closeDialogEvent goes to this frame). */
  dialogId?: string;
  /** DLG-03: the frame's size in a dialog; a page's frame fills its area instead. */
  width?: number;
  height?: number;
  className?: string;
}

type Phase = 'loading' | 'loaded' | 'slow';

/**
 * A sandboxed frame of a configured address, registered with the dialog host as one this portal hosts, with a
 * loading state and a hint (reload, open in a new tab) when it does not finish loading.
 */
export function EmbeddedFrame({ url, title, dialogId, width, height, className }: EmbeddedFrameProps) {
  const { t } = useTranslation();
  const hostFrame = useOptionalDialogHost()?.hostFrame;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  // A new attempt is a new frame element (the key), so a reload starts the page from scratch.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const frame = frameRef.current;
    const origin = frameOrigin(url, window.location.href);
    if (!hostFrame || !frame || origin === null) return undefined;
    return hostFrame({ window: () => frame.contentWindow, origin, ...(dialogId === undefined ? {} : { dialogId }) });
  }, [hostFrame, url, dialogId, attempt]);

  useEffect(() => {
    setPhase('loading');
    const timer = setTimeout(() => setPhase((now) => (now === 'loading' ? 'slow' : now)), FRAME_SLOW_MS);
    return () => clearTimeout(timer);
  }, [url, attempt]);

  return (
    <div className={`sh-embed ${className ?? ''}`} data-phase={phase}>
      <iframe
        key={attempt}
        ref={frameRef}
        className="sh-embed__frame"
        src={url}
        title={t('framePages.frameLabel', { name: title })}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        width={width}
        height={height}
        onLoad={() => setPhase('loaded')}
        onError={() => setPhase('slow')}
      />
      {phase === 'loading' ? (
        <div className="sh-embed__overlay"><Loading label={t('framePages.frameLoading')} /></div>
      ) : null}
      {phase === 'slow' ? (
        <div className="sh-embed__hint" role="status">
          <span>{t('framePages.frameSlow')}</span>
          <span className="sh-embed__hint-actions">
            <button type="button" className="sh-link-button" onClick={() => setAttempt((n) => n + 1)}>{t('framePages.reload')}</button>
            <a href={url} target="_blank" rel="noopener noreferrer">{t('framePages.openInTab')}</a>
          </span>
        </div>
      ) : null}
    </div>
  );
}
