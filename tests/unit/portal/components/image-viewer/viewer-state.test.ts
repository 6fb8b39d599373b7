import { describe, expect, it } from 'vitest';
import {
  actionForKey, initialViewerState, MIN_SCALE, ROTATE_STEP_DEG, viewerReducer, WHEEL_ZOOM_STEP, ZOOM_STEP,
  type ViewerAction, type ViewerState,
} from '../../../../../src/portal/components/image-viewer/viewer-state';

const run = (state: ViewerState, ...actions: ViewerAction[]): ViewerState => actions.reduce(viewerReducer, state);
const times = (n: number, action: ViewerAction): ViewerAction[] => Array.from({ length: n }, () => action);

describe('image viewer state', () => {
  it('[SHELL-06] zoom step 0.2, wheel step 0.015, rotation 90°, minimum scale 0.2', () => {
    expect(ZOOM_STEP).toBe(0.2);
    expect(WHEEL_ZOOM_STEP).toBe(0.015);
    expect(ROTATE_STEP_DEG).toBe(90);
    expect(MIN_SCALE).toBe(0.2);
    const start = initialViewerState(3, 0);
    expect(run(start, { type: 'zoomIn' }).scale).toBe(1.2);
    expect(run(start, { type: 'zoomOut' }).scale).toBe(0.8);
    expect(run(start, { type: 'wheel', deltaY: -100 }).scale).toBe(1.015);
    expect(run(start, { type: 'wheel', deltaY: 3 }).scale).toBe(0.985);
    expect(run(start, { type: 'wheel', deltaY: 0 }).scale).toBe(1);
    expect(run(start, { type: 'rotate', direction: 1 }).rotation).toBe(90);
    expect(run(start, { type: 'rotate', direction: -1 }, { type: 'rotate', direction: -1 }).rotation).toBe(-180);
  });

  it('[SHELL-06] zoom-out stops at 0.2, by button and by wheel', () => {
    const start = initialViewerState(1, 0);
    expect(run(start, ...times(4, { type: 'zoomOut' })).scale).toBe(0.2);
    expect(run(start, ...times(10, { type: 'zoomOut' })).scale).toBe(0.2);
    expect(run(start, ...times(200, { type: 'wheel', deltaY: 120 })).scale).toBe(0.2);
    // From the floor, one step in goes back up by the step.
    expect(run(start, ...times(10, { type: 'zoomOut' }), { type: 'zoomIn' }).scale).toBe(0.4);
  });

  it('[SHELL-05] previous and next wrap around', () => {
    const start = initialViewerState(3, 0);
    expect(run(start, { type: 'prev' }).index).toBe(2);
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(0);
    expect(run(initialViewerState(1, 0), { type: 'next' }).index).toBe(0);
  });

  it('[SHELL-05] a failed load is remembered for its image', () => {
    const state = run(initialViewerState(3, 1), { type: 'loadFailed', index: 1 }, { type: 'loadFailed', index: 1 });
    expect(state.failed).toEqual([1]);
  });

  it('[SHELL-03] the mode toggles between contain and original, starting the image afresh', () => {
    const zoomed = run(initialViewerState(2, 0), { type: 'zoomIn' }, { type: 'rotate', direction: 1 }, { type: 'pan', dx: 5, dy: 7 });
    const original = run(zoomed, { type: 'toggleMode' });
    expect(original).toMatchObject({ mode: 'original', scale: 1, rotation: 0, offsetX: 0, offsetY: 0 });
    expect(run(original, { type: 'toggleMode' }).mode).toBe('contain');
    // Moving to another image resets the view too.
    expect(run(zoomed, { type: 'next' })).toMatchObject({ index: 1, scale: 1, rotation: 0, mode: 'contain' });
  });

  it('[SHELL-04] maps Esc, Space, ←/→ and ↑/↓ to their actions', () => {
    expect(actionForKey('Escape')).toBe('close');
    expect(actionForKey(' ')).toEqual({ type: 'toggleMode' });
    expect(actionForKey('ArrowLeft')).toEqual({ type: 'prev' });
    expect(actionForKey('ArrowRight')).toEqual({ type: 'next' });
    expect(actionForKey('ArrowUp')).toEqual({ type: 'zoomIn' });
    expect(actionForKey('ArrowDown')).toEqual({ type: 'zoomOut' });
    expect(actionForKey('Enter')).toBeNull();
  });

  it('clamps a start index out of range', () => {
    expect(initialViewerState(3, 7).index).toBe(2);
    expect(initialViewerState(3, -1).index).toBe(0);
  });
});
