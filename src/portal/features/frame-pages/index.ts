/** The embedded-page hosts (ROUTE-09) and the signed-in shell's dialog host (DLG-01 … DLG-03). */
export { FramePage, type FramePageProps } from './FramePage';
export { DialogHostProvider } from './DialogHostProvider';
export { useDialogHost, type DialogHost, type OpenDialogInput } from './dialog-host-context';
export { EmbeddedFrame, FRAME_SLOW_MS, type EmbeddedFrameProps } from './EmbeddedFrame';
export type { FrameKind } from './frame-sources';
export {
  cardFramePath, dialogPagePath, isExternalNavigationPath, messageFramePath, navigationFramePath, serviceFramePath,
  toolFramePath,
} from './frame-paths';
