/** The embedded-page hosts (ROUTE-09) and the signed-in shell's dialog host (DLG-01 … DLG-03). */
export { FramePage } from './FramePage';
export { DialogHostProvider } from './DialogHostProvider';
export { useDialogHost, type DialogHost, type OpenDialogInput } from './dialog-host-context';
export { FRAME_SLOW_MS } from './EmbeddedFrame';
export type { FrameKind } from './frame-sources';
