export { DraftBar } from './DraftBar';
export type { ChangeLabels } from './format-change';
export type { PreviewRole } from './types';
export { ConfirmDialog } from './ConfirmDialog';
export { usePreviewRoles } from './preview-roles';
export { useDraftDocument } from './use-draft-document';
export { useSettledSaves } from './use-settled-saves';
export { DraftLoadState } from './DraftLoadState';
export { useDraftSave } from './use-draft-save';
