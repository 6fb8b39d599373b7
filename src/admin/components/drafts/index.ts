export { DraftBar, type DraftBarProps } from './DraftBar';
export type { ChangeLabels } from './format-change';
export type { DraftArea, PreviewRole } from './types';
export { ConfirmDialog } from './ConfirmDialog';
export { usePreviewRoles } from './preview-roles';
export { useDraftDocument, type DraftLoad } from './use-draft-document';
export { useSettledSaves } from './use-settled-saves';
