/** SHELL-06: the image viewer's constants (doc1 §9). */
export const ZOOM_STEP = 0.2;
/** One wheel event (one notch of a mouse wheel, or one tick of a touchpad) zooms by this much. */
export const WHEEL_ZOOM_STEP = 0.015;
export const ROTATE_STEP_DEG = 90;
/** doc1 §4: zoom-out stops at this scale. */
export const MIN_SCALE = 0.2;
/** Our own ceiling: past 10× an image is only blur, and a runaway wheel must end somewhere. */
const MAX_SCALE = 10;

/** 'contain' fits the image in the window; 'original' shows it at its own pixel size (SHELL-03). */
type ViewerMode = 'contain' | 'original';

export interface ViewerState {
  /** Index of the shown image among `count`. */
  index: number;
  count: number;
  scale: number;
  /** Degrees, a multiple of 90; not normalised, so a CSS transition turns the short way. */
  rotation: number;
  mode: ViewerMode;
  /** Pan offset in CSS pixels (dragging the image). */
  offsetX: number;
  offsetY: number;
  /** Indexes whose image failed to load (SHELL-05: their alt becomes 加载失败). */
  failed: readonly number[];
}

export type ViewerAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  /** A wheel event: deltaY < 0 (wheel away from the user) zooms in, > 0 zooms out, 0 does nothing. */
  | { type: 'wheel'; deltaY: number }
  | { type: 'rotate'; direction: 1 | -1 }
  | { type: 'toggleMode' }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'loadFailed'; index: number };

/** Three decimals, as the steps have: 1 - 0.2 × 4 must be 0.2, not 0.19999999999999996. */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function clampScale(value: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, round(value)));
}

/** The view of a newly shown image: whole, upright, centred, fitted. */
function freshView(state: ViewerState, index: number): ViewerState {
  return { ...state, index, scale: 1, rotation: 0, offsetX: 0, offsetY: 0, mode: 'contain' };
}

export function initialViewerState(count: number, index: number): ViewerState {
  const safeCount = Math.max(0, Math.floor(count));
  const safeIndex = safeCount === 0 ? 0 : Math.min(safeCount - 1, Math.max(0, Math.floor(index)));
  return { index: safeIndex, count: safeCount, scale: 1, rotation: 0, mode: 'contain', offsetX: 0, offsetY: 0, failed: [] };
}

/** SHELL-03 … SHELL-06 as a pure reducer: navigation wraps around, zoom-out stops at MIN_SCALE. */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'next':
      // SHELL-05: past the last image comes the first.
      return state.count === 0 ? state : freshView(state, (state.index + 1) % state.count);
    case 'prev':
      return state.count === 0 ? state : freshView(state, (state.index - 1 + state.count) % state.count);
    case 'zoomIn':
      return { ...state, scale: clampScale(state.scale + ZOOM_STEP) };
    case 'zoomOut':
      return { ...state, scale: clampScale(state.scale - ZOOM_STEP) };
    case 'wheel':
      if (action.deltaY === 0 || !Number.isFinite(action.deltaY)) return state;
      return { ...state, scale: clampScale(state.scale + (action.deltaY < 0 ? WHEEL_ZOOM_STEP : -WHEEL_ZOOM_STEP)) };
    case 'rotate':
      return { ...state, rotation: state.rotation + action.direction * ROTATE_STEP_DEG };
    case 'toggleMode':
      // Switching the mode starts the image afresh in the other mode, as a fitted image zoomed 3× would confuse.
      return { ...freshView(state, state.index), mode: state.mode === 'contain' ? 'original' : 'contain' };
    case 'pan':
      return { ...state, offsetX: state.offsetX + action.dx, offsetY: state.offsetY + action.dy };
    case 'loadFailed':
      return state.failed.includes(action.index) ? state : { ...state, failed: [...state.failed, action.index] };
    default:
      return state;
  }
}

/** The keys of SHELL-04 and what each does; other keys are left to the browser. */
export function actionForKey(key: string): ViewerAction | 'close' | null {
  switch (key) {
    case 'Escape': return 'close';
    case ' ': return { type: 'toggleMode' };
    case 'ArrowLeft': return { type: 'prev' };
    case 'ArrowRight': return { type: 'next' };
    case 'ArrowUp': return { type: 'zoomIn' };
    case 'ArrowDown': return { type: 'zoomOut' };
    default: return null;
  }
}
