export { DraftBar, type DraftBarProps } from './DraftBar';
export type { ChangeLabels } from './format-change';
export type { DraftArea, PreviewRole } from './types';
export { ConfirmDialog } from './ConfirmDialog';
export { loadRoles } from './preview-roles';
