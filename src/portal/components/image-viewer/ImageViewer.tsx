import { useEffect, useReducer, useRef, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../dialog';
import { actionForKey, initialViewerState, viewerReducer } from './viewer-state';
import type { ViewerImage } from './image-viewer-context';
import './texts';
import './image-viewer.css';

/** A horizontal swipe at least this long (CSS px) moves to the next or previous image on touch screens. */
const SWIPE_MIN_PX = 50;

/**
 * The image viewer (SHELL-03 … SHELL-06): a full-screen Dialog with close, previous/next, zoom, rotate and the
 * contain/original toggle; Esc, Space, ←/→, ↑/↓ and the wheel (SHELL-04); wrap-around and 加载失败 (SHELL-05).
 * Its own Dialog, so opened from another dialog (a notice's picture) it stacks above that one in the top layer.
 */
export function ImageViewer({ images, startIndex, onClose }: { images: readonly ViewerImage[]; startIndex: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(viewerReducer, undefined, () => initialViewerState(images.length, startIndex));
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; startX: number; pointerType: string } | null>(null);

  // React's wheel listener is passive, so it could not stop the page from scrolling: a native one can.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      dispatch({ type: 'wheel', deltaY: event.deltaY });
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  const image = images[state.index];
  if (!image) return null;
  const failed = state.failed.includes(state.index);
  const many = images.length > 1;
  const titleId = 'sh-iv-title';
  const hintId = 'sh-iv-hint';

  function onKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>): void {
    // Space on a focused button presses that button, as everywhere else; on the image it switches the mode.
    if (event.key === ' ' && event.target instanceof HTMLElement && event.target.closest('button')) return;
    const action = actionForKey(event.key);
    if (action === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (action === 'close') onClose();
    else dispatch(action);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>): void {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, startX: event.clientX, pointerType: event.pointerType };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>): void {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    dispatch({ type: 'pan', dx: event.clientX - d.x, dy: event.clientY - d.y });
    d.x = event.clientX;
    d.y = event.clientY;
  }
  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>): void {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== event.pointerId || d.pointerType !== 'touch' || !many || state.scale > 1) return;
    // A swipe on an image that is not zoomed in moves between images; a zoomed one pans instead.
    const dx = event.clientX - d.startX;
    if (Math.abs(dx) >= SWIPE_MIN_PX) dispatch({ type: dx < 0 ? 'next' : 'prev' });
  }

  const transform = `translate(${state.offsetX}px, ${state.offsetY}px) scale(${state.scale}) rotate(${state.rotation}deg)`;

  return (
    <Dialog labelledBy={titleId} describedBy={hintId} size="viewer" className="sh-iv" onClose={onClose} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="sh-visually-hidden">{t('imageViewer.title')}</h2>
      <p id={hintId} className="sh-visually-hidden">{t('imageViewer.keysHint')}</p>
      <div
        ref={canvasRef}
        className={`sh-iv__canvas sh-iv__canvas--${state.mode}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => { drag.current = null; }}
      >
        <img
          key={state.index}
          className="sh-iv__img"
          src={image.src}
          alt={failed ? t('imageViewer.loadFailed') : image.alt}
          style={{ transform }}
          draggable={false}
          onError={() => dispatch({ type: 'loadFailed', index: state.index })}
        />
      </div>
      <p className="sh-iv__counter" aria-live="polite">
        {t('imageViewer.counter', { current: state.index + 1, total: images.length })}
        <span className="sh-visually-hidden">{`，${t('imageViewer.scale', { percent: Math.round(state.scale * 100) })}`}</span>
      </p>
      <button type="button" className="sh-iv__button sh-iv__close" aria-label={t('imageViewer.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {many ? (
        <>
          <button type="button" className="sh-iv__button sh-iv__nav sh-iv__nav--prev" aria-label={t('imageViewer.prev')} onClick={() => dispatch({ type: 'prev' })}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="sh-iv__button sh-iv__nav sh-iv__nav--next" aria-label={t('imageViewer.next')} onClick={() => dispatch({ type: 'next' })}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <div className="sh-iv__toolbar" role="toolbar" aria-label={t('imageViewer.toolbar')}>
        <button type="button" className="sh-iv__button" aria-label={t('imageViewer.zoomOut')} onClick={() => dispatch({ type: 'zoomOut' })}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className="sh-iv__button" aria-label={t('imageViewer.zoomIn')} onClick={() => dispatch({ type: 'zoomIn' })}>
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="sh-iv__button sh-iv__mode"
          aria-pressed={state.mode === 'original'}
          onClick={() => dispatch({ type: 'toggleMode' })}
        >
          {t('imageViewer.showOriginal')}
        </button>
        <button type="button" className="sh-iv__button" aria-label={t('imageViewer.rotateLeft')} onClick={() => dispatch({ type: 'rotate', direction: -1 })}>
          <span aria-hidden="true">⟲</span>
        </button>
        <button type="button" className="sh-iv__button" aria-label={t('imageViewer.rotateRight')} onClick={() => dispatch({ type: 'rotate', direction: 1 })}>
          <span aria-hidden="true">⟳</span>
        </button>
      </div>
    </Dialog>
  );
}
