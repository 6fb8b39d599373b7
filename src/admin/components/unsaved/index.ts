export { UnsavedChangesProvider, anyDirty, useGuardedLeave, useUnsavedChanges } from './unsaved-changes';
export { WarnUnsaved } from './warn-unsaved';
